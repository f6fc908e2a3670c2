import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { listFiles } from "./list-files.ts";

export interface SchemaFile {
  /** Path relative to the schemas folder, with forward slashes, e.g. "blocks/hero.schema.json". */
  name: string;
  schema: Record<string, unknown>;
}

/** Reads every *.schema.json under the schemas folder, sorted by name so output is stable. */
export function readSchemaFiles(schemasDir: string): SchemaFile[] {
  return listFiles(schemasDir, ".schema.json")
    .map((file) => ({
      name: relative(schemasDir, file).split(sep).join("/"),
      schema: JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
