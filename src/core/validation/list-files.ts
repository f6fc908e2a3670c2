import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir` whose name ends with `suffix`, in all subfolders. */
export function listFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(dir, entry.name), suffix)
      : entry.name.endsWith(suffix)
        ? [join(dir, entry.name)]
        : [],
  );
}
