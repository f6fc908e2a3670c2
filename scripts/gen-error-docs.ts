/**
 * Writes docs/errors.md from the error catalogues: site data's, src/core/validation/errors.ts (src/core/validation/error-docs.ts),
 * then the server's, src/core/errors/server-errors.ts (src/core/errors/server-error-docs.ts). With --check it writes nothing and exits 1 when
 * the committed file is stale.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { errorDocsFile } from "../src/core/validation/error-docs.ts";
import { errorCodes } from "../src/core/validation/errors.ts";
import { allErrorDocs, staleAllErrorDocsProblem } from "../src/core/errors/server-error-docs.ts";
import { serverErrorCodes } from "../src/core/errors/server-errors.ts";

const root = resolve(import.meta.dirname, "..");

if (process.argv.includes("--check")) {
  const problem = staleAllErrorDocsProblem(root);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`${errorDocsFile} is up to date.`);
} else {
  const path = join(root, errorDocsFile);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, allErrorDocs(root));
  console.log(
    `Wrote ${errorDocsFile}: ${errorCodes.length} codes of site data, ${serverErrorCodes.length} of the server.`,
  );
}
