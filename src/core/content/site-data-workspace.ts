import { join, relative, sep } from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { createSchemaValidators, type SchemaValidators } from "../validation/ajv-instance.ts";
import { changingPublicImageReader, readSiteFiles } from "../validation/read-site-files.ts";
import type { SourceFile } from "../validation/json-source.ts";
import { createSiteChecker, referenceFieldsOf, type SiteCheck, type SiteChecker } from "./load-site-data.ts";
import type { ReferenceFields } from "./reference-fields.ts";

/** Unsaved texts by file ("site-data/pages/home.json"); null for a file about to be deleted. */
export type UnsavedChanges = ReadonlyMap<string, string | null>;

/**
 * The site's data files held in memory, with the schemas compiled once: the dev server and the editor check the whole
 * site at every save or keystroke. Checks are incremental (src/core/content/load-site-data.ts, SiteChecker): a keystroke
 * costs the file it changes and what depends on it, whatever the size of the site.
 * `fileChanged` rereads one file (or, for a schema, compiles them again and checks everything on the next check).
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
  /**
   * The site-data files whose text changed on disk after change number `since` (a save, someone's publish, a `git
   * pull`), and the number of the latest change; null when so many changed since that the whole site should be read
   * again. The editor asks every second or two, so that open forms follow what others publish.
   */
  changesSince(since: number): { seq: number; files: string[] } | null;
  /** The number of the latest change: where a reader of the whole site starts asking for changes. */
  seq(): number;
}

/** How many changes are remembered for changesSince. */
const changesKept = 1000;

/** A checker and the texts it last checked: it is brought to other texts by giving it what differs. */
interface CheckedState {
  checker: SiteChecker;
  texts: Map<string, string>;
}

export function createSiteDataWorkspace(root: string): SiteDataWorkspace {
  const schemasDir = join(root, "schemas");
  const publicImage = changingPublicImageReader(join(root, "public"));
  let validators: SchemaValidators | undefined;
  let texts: Map<string, string> | undefined;
  let current: SiteCheck | undefined;
  /** One for the site on disk, one for the unsaved state: each moves by small steps, and neither undoes the other's. */
  let onDiskState: CheckedState | undefined;
  let unsavedState: CheckedState | undefined;
  /** The latest changes, oldest first: each the file changed and its number. */
  const changes: { seq: number; file: string }[] = [];
  let seq = 0;
  const changed = (file: string) => {
    changes.push({ seq: ++seq, file });
    if (changes.length > changesKept) changes.splice(0, changes.length - changesKept);
  };

  const onDisk = () => (texts ??= new Map(readSiteFiles(root).map(({ file, text }) => [file, text])));
  const compiled = () => (validators ??= createSchemaValidators(schemasDir));
  const newState = (): CheckedState => ({ checker: createSiteChecker(compiled(), publicImage), texts: new Map() });
  const onDiskChecked = () => (onDiskState ??= newState());
  const unsavedChecked = () => (unsavedState ??= newState());
  /**
   * Brings a checker to the texts wanted. A check that throws (a bug, or a text no check foresaw) leaves the checker
   * halfway, believing it holds texts it never finished reading: the state is dropped then (`drop`), and the next check
   * starts afresh from the files, instead of every later check and save of anyone carrying what that one request sent.
   */
  const bring = (state: CheckedState, wanted: Map<string, string>, drop: () => void): SiteCheck => {
    const changes: [string, string | null][] = [];
    for (const [file, text] of wanted) if (state.texts.get(file) !== text) changes.push([file, text]);
    for (const file of state.texts.keys()) if (!wanted.has(file)) changes.push([file, null]);
    try {
      const result = state.checker.update(changes);
      state.texts = wanted;
      return result;
    } catch (error) {
      drop();
      throw error;
    }
  };

  return {
    root,
    current: () => (current ??= bring(onDiskChecked(), new Map(onDisk()), () => (onDiskState = undefined))),
    check(changes) {
      const files = new Map(onDisk());
      for (const [file, text] of changes) {
        if (text === null) files.delete(file);
        else files.set(file, text);
      }
      return bring(unsavedChecked(), files, () => (unsavedState = undefined));
    },
    text: (file) => onDisk().get(file),
    files: () => [...onDisk()].map(([file, text]) => ({ file, text })),
    schemas: () => Object.fromEntries(compiled().names.map((name) => [name, compiled().schema(name)!])),
    referenceFields: () => referenceFieldsOf(compiled()),
    fileChanged(absolutePath) {
      const file = relative(root, absolutePath).split(sep).join("/");
      current = undefined;
      if (file.startsWith("schemas/")) {
        // Everything is checked against other schemas now: new checkers start from nothing.
        validators = undefined;
        onDiskState = unsavedState = undefined;
      } else if (file.startsWith("site-data/") && file.endsWith(".json") && texts) {
        const before = texts.get(file);
        const after = existsSync(absolutePath) ? readFileSync(absolutePath, "utf8") : undefined;
        if (after === undefined) texts.delete(file);
        else texts.set(file, after);
        if (after !== before) changed(file);
      }
    },
    changesSince(since) {
      if (since > seq || (since < seq && (changes[0]?.seq ?? Infinity) > since + 1)) return null;
      return { seq, files: [...new Set(changes.filter((change) => change.seq > since).map((change) => change.file))] };
    },
    seq: () => seq,
  };
}
