import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every file under a folder, as "/"-separated paths relative to it, sorted; none when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}
