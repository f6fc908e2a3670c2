/**
 * Builds site-data trees for the validator tests: tests/fixtures/valid-site with one or more overlays from
 * tests/fixtures/invalid/<kind>/ applied. An overlay holds only the site-data files that differ (same relative
 * path; a new path adds a file) and may list site-data paths to remove in delete.txt. An overlay's files mark where
 * its diagnostics point (⟨here⟩, fixture-marks.ts); the validator reads them without the markers.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { createSchemaValidators, type SchemaValidators } from "../../../src/core/validation/ajv-instance.ts";
import type { SourceFile } from "../../../src/core/validation/json-source.ts";
import { publicImageReader, readSiteFiles } from "../../../src/core/validation/read-site-files.ts";
import type { ImageFile } from "../../../src/core/images/read-image-file.ts";
import { generatedOverlayDir } from "./fixture-images.ts";
import { checkSiteData, type SiteCheck } from "../../../src/core/content/load-site-data.ts";
import { marksOf, withoutMarks, type Place } from "./fixture-marks.ts";

export const projectRoot = resolve(import.meta.dirname, "../../..");
export const schemasDir = join(projectRoot, "schemas");
export const validSiteDir = join(projectRoot, "tests/fixtures/valid-site");
export const invalidDir = join(projectRoot, "tests/fixtures/invalid");

let validators: SchemaValidators | undefined;

/** Compiling every schema is the slow part, so one set of validators serves every test of a file. */
export function schemaValidators(): SchemaValidators {
  validators ??= createSchemaValidators(schemasDir);
  return validators;
}

/** The kinds of mistake under tests/fixtures/invalid/, one folder each. */
export function invalidKinds(): string[] {
  return readdirSync(invalidDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function overlayDir(kind: string): string {
  const dir = join(invalidDir, kind);
  if (!existsSync(dir)) throw new Error(`No fixture folder tests/fixtures/invalid/${kind}`);
  return dir;
}

/** The site-data files of one overlay, as written there: with their markers. */
function overlayFiles(kind: string): SourceFile[] {
  const dir = overlayDir(kind);
  const siteData = join(dir, "site-data");
  if (!existsSync(siteData)) return [];
  return walk(siteData).map((path) => ({
    file: relative(dir, path).split(sep).join("/"),
    text: readFileSync(path, "utf8"),
  }));
}

/** The site-data files of one overlay as the validator reads them: without the markers. */
export const overlaySiteFiles = (kind: string): SourceFile[] =>
  overlayFiles(kind).map(({ file, text }) => ({ file, text: withoutMarks(text) }));

/** The places marked in an overlay's files (fixture-marks.ts): by file, then by the marker's name. */
export function fixtureMarks(kind: string): Map<string, Map<string, Place>> {
  return new Map(overlayFiles(kind).map(({ file, text }) => [file, marksOf(text)]));
}

/** The site-data files of valid-site with the overlays applied in order, sorted like readSiteFiles sorts them. */
export function fixtureFiles(...kinds: string[]): SourceFile[] {
  const files = new Map(readSiteFiles(validSiteDir).map((source) => [source.file, source.text]));
  for (const kind of kinds) {
    const dir = overlayDir(kind);
    const deleteList = join(dir, "delete.txt");
    if (existsSync(deleteList)) {
      for (const line of readFileSync(deleteList, "utf8").split("\n")) {
        const file = line.trim();
        if (!file) continue;
        if (!files.delete(file)) throw new Error(`${kind}/delete.txt: ${file} is not a file of the site`);
      }
    }
    for (const { file, text } of overlaySiteFiles(kind)) files.set(file, text);
  }
  return [...files].map(([file, text]) => ({ file, text })).sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The image files of valid-site/public, of the overlays' public/ folders, and of the images the tests generate for
 * them (fixture-images.ts), later ones first.
 */
export function fixturePublicImages(...kinds: string[]): (src: string) => ImageFile | null {
  const readers = [validSiteDir, ...kinds.flatMap((kind) => [overlayDir(kind), generatedOverlayDir(kind)])]
    .map((dir) => join(dir, "public"))
    .filter((dir) => existsSync(dir))
    .reverse()
    .map((dir) => publicImageReader(dir));
  return (src) => readers.reduce<ImageFile | null>((found, read) => found ?? read(src), null);
}

/** Validates and lints valid-site with the given overlays applied (none: the valid site itself), as the build does. */
export function validateFixture(...kinds: string[]): SiteCheck {
  return checkSiteData({
    files: fixtureFiles(...kinds),
    validators: schemaValidators(),
    publicImage: fixturePublicImages(...kinds),
  });
}
