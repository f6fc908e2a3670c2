import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Written by the prerender into dist/: the addresses that send visitors on, and where to. */
export const redirectsFile = "_redirects.json";

/** The redirects of a built site (none when the file is missing). */
export function readRedirects(distDir: string): Map<string, string> {
  const file = join(distDir, redirectsFile);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
}
