import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "./files-under.ts";

/**
 * What the bundles and every page's HTML are made from besides site data and pictures: the code (the build's own
 * included), the schemas (the types the code is checked against), the page template, the build's configuration and the
 * dependencies. A change to any of them makes the next build a full one.
 */
export const codeInputs = [
  "src",
  "schemas",
  "index.html",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** The files of a code input (a folder or a file), as paths from the project's root; none when it is missing. */
function inputFiles(root: string, input: string): string[] {
  const path = join(root, input);
  if (!existsSync(path)) return [];
  return statSync(path).isDirectory() ? filesUnder(path).map((file) => `${input}/${file}`) : [input];
}

/** A hash of every code input's name and content, and of Node's version (which runs the build's code). */
export function codeFingerprint(root: string): string {
  const hash = createHash("sha256").update(process.version);
  for (const input of codeInputs) {
    for (const file of inputFiles(root, input)) hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest("hex");
}
