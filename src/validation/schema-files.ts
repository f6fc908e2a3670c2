import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export interface SchemaFile {
  /** Path relative to the schemas folder, with forward slashes, e.g. "blocks/hero.schema.json". */
  name: string;
  schema: Record<string, unknown>;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith(".schema.json") ? [join(dir, entry.name)] : [],
  );
}

/** Reads every *.schema.json under the schemas folder, sorted by name so output is stable. */
export function readSchemaFiles(schemasDir: string): SchemaFile[] {
  return walk(schemasDir)
    .map((file) => ({
      name: relative(schemasDir, file).split(sep).join("/"),
      schema: JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
