import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * What the bundles and every page's HTML are made from besides site data and pictures: the code (the build's own
 * included), the schemas (the types the code is checked against), the page template, the build's configuration and the
 * dependencies. A change to any of them makes the next build a full one.
 */
export const codeInputs = ["src", "schemas", "index.html", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];

/** The files under a path of the project, relative to it, in a fixed order. */
function* filesUnder(root: string, path: string): Generator<string> {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return;
  if (!statSync(absolute).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(root, child);
    else if (entry.isFile()) yield child;
  }
}

/** A hash of every code input's name and content, and of Node's version (which runs the build's code). */
export function codeFingerprint(root: string): string {
  const hash = createHash("sha256").update(process.version);
  for (const input of codeInputs) {
    for (const file of filesUnder(root, input)) hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest("hex");
}
