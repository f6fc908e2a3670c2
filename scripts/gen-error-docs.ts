/**
 * Writes docs/errors.md from the error catalogue, src/core/validation/errors.ts (src/core/validation/error-docs.ts).
 * With --check it writes nothing and exits 1 when the committed file is stale.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { errorDocs, errorDocsFile, staleErrorDocsProblem } from "../src/core/validation/error-docs.ts";
import { errorCodes } from "../src/core/validation/errors.ts";

const root = resolve(import.meta.dirname, "..");

if (process.argv.includes("--check")) {
  const problem = staleErrorDocsProblem(root);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`${errorDocsFile} is up to date.`);
} else {
  const path = join(root, errorDocsFile);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, errorDocs(root));
  console.log(`Wrote ${errorDocsFile}: ${errorCodes.length} codes.`);
}
