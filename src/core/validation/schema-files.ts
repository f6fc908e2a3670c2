import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { listFiles } from "./list-files.ts";

export interface SchemaFile {
  /** Path relative to the schemas folder, with forward slashes, e.g. "blocks/hero.schema.json". */
  name: string;
  schema: Record<string, unknown>;
}

/** The schema naming every collection, relative to the schemas folder (written by `npm run gen:types`). */
export const collectionNameSchemaName = "common/collection-name.schema.json";

/** The collections, one per schema in schemas/collections/ (by file name), sorted. */
export function collectionNamesOf(files: readonly SchemaFile[]): string[] {
  return files
    .flatMap(({ name }) => /^collections\/([^/]+)\.schema\.json$/.exec(name)?.[1] ?? [])
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The schema of a collection's name: one of the collections in schemas/collections/. */
export function collectionNameSchema(collections: readonly string[]): Record<string, unknown> {
  return {
    $schema: "http://json-schema.org/draft-07/schema#",
    $comment:
      "GENERATED FILE - DO NOT EDIT. Made by `npm run gen:types` from the file names in schemas/collections/: add a collection there. A collection of site data: a folder under site-data/collections/, with its schema in schemas/collections/.",
    title: "CollectionName",
    // Shown in the studio to the people who edit the site: in their words (editor-help-words.test.ts).
    description: "A kind of item the site lists: posts, job openings, services, products, ...",
    type: "string",
    enum: [...collections],
  };
}

/**
 * Reads every *.schema.json under the schemas folder, sorted by name so output is stable. The list of collections
 * (common/collection-name.schema.json) is made from the collection schemas present, so validation knows a new
 * collection before `npm run gen:types` has written the file again (the type check and the build then ask for it).
 */
export function readSchemaFiles(schemasDir: string): SchemaFile[] {
  const files = listFiles(schemasDir, ".schema.json")
    .map((file) => ({
      name: relative(schemasDir, file).split(sep).join("/"),
      schema: JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>,
    }))
    .filter(({ name }) => name !== collectionNameSchemaName);
  files.push({ name: collectionNameSchemaName, schema: collectionNameSchema(collectionNamesOf(files)) });
  return files.sort((a, b) => a.name.localeCompare(b.name));
}
