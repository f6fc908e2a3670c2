/**
 * Writes what is generated from the JSON Schemas in schemas/ (src/pipeline/site-data-types.ts): the list of collections
 * (schemas/common/collection-name.schema.json, src/core/generated/collections.ts) and the types of site data
 * (src/core/generated/site-data.ts). With --check it writes nothing and exits 1 when a committed file is stale.
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { BlockFolderError } from "../src/pipeline/block-folders.ts";
import { generatedFiles, staleTypesProblem } from "../src/pipeline/site-data-types.ts";

const root = resolve(import.meta.dirname, "..");

if (process.argv.includes("--check")) {
  const problem = await staleTypesProblem(root);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log("Generated types are up to date.");
} else {
  const files = await generatedFiles(root).catch((error: unknown) => {
    if (!(error instanceof BlockFolderError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  for (const { file, text } of files) writeFileSync(join(root, file), text);
  console.log(`Wrote ${files.map(({ file }) => file).join(", ")}.`);
}
