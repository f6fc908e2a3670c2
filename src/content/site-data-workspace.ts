import { join, relative, sep } from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { createSchemaValidators, type SchemaValidators } from "../validation/ajv-instance.ts";
import { changingPublicImageReader, readSiteFiles } from "../validation/read-site-files.ts";
import type { SourceFile } from "../validation/json-source.ts";
import { checkSiteData, referenceFieldsOf, type SiteCheck } from "./load-site-data.ts";
import type { ReferenceFields } from "./reference-fields.ts";

/** Unsaved texts by file ("site-data/pages/home.json"); null for a file about to be deleted. */
export type UnsavedChanges = ReadonlyMap<string, string | null>;

/**
 * The site's data files held in memory, with the schemas compiled once: the dev server and the editor check the whole
 * site at every save or keystroke, and compiling the schemas takes longer than all the rest of the checks.
 * `fileChanged` rereads one file (or, for a schema, compiles them again on the next check).
 */
export interface SiteDataWorkspace {
  readonly root: string;
  /** The site as on disk: the same result until a file changes. */
  current(): SiteCheck;
  /** The site as it would be with these changes, without touching the disk. */
  check(changes: UnsavedChanges): SiteCheck;
  /** The text of a site-data file as last read from disk, or undefined when there is none. */
  text(file: string): string | undefined;
  files(): SourceFile[];
  /** Every schema by its name under schemas/ ("blocks/hero.schema.json"). */
  schemas(): Record<string, Record<string, unknown>>;
  referenceFields(): ReferenceFields;
  fileChanged(absolutePath: string): void;
}

export function createSiteDataWorkspace(root: string): SiteDataWorkspace {
  const schemasDir = join(root, "schemas");
  const publicImage = changingPublicImageReader(join(root, "public"));
  let validators: SchemaValidators | undefined;
  let texts: Map<string, string> | undefined;
  let current: SiteCheck | undefined;

  const onDisk = () => (texts ??= new Map(readSiteFiles(root).map(({ file, text }) => [file, text])));
  const compiled = () => (validators ??= createSchemaValidators(schemasDir));
  const run = (files: Map<string, string>) =>
    checkSiteData({
      files: [...files].map(([file, text]) => ({ file, text })).sort((a, b) => a.file.localeCompare(b.file)),
      validators: compiled(),
      publicImage,
    });

  return {
    root,
    current: () => (current ??= run(onDisk())),
    check(changes) {
      const files = new Map(onDisk());
      for (const [file, text] of changes) {
        if (text === null) files.delete(file);
        else files.set(file, text);
      }
      return run(files);
    },
    text: (file) => onDisk().get(file),
    files: () => [...onDisk()].map(([file, text]) => ({ file, text })),
    schemas: () => Object.fromEntries(compiled().names.map((name) => [name, compiled().get(name)!.schema as Record<string, unknown>])),
    referenceFields: () => referenceFieldsOf(compiled()),
    fileChanged(absolutePath) {
      const file = relative(root, absolutePath).split(sep).join("/");
      current = undefined;
      if (file.startsWith("schemas/")) validators = undefined;
      else if (file.startsWith("site-data/") && file.endsWith(".json") && texts) {
        if (existsSync(absolutePath)) texts.set(file, readFileSync(absolutePath, "utf8"));
        else texts.delete(file);
      }
    },
  };
}
