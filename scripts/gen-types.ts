/**
 * Writes src/generated/site-data.ts from the JSON Schemas in schemas/ (src/build/site-data-types.ts).
 * With --check it writes nothing and exits 1 when the committed file is stale.
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { generatedTypes, generatedTypesFile, staleTypesProblem } from "../src/build/site-data-types.ts";

const root = resolve(import.meta.dirname, "..");

if (process.argv.includes("--check")) {
  const problem = await staleTypesProblem(root);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log("Generated types are up to date.");
} else {
  const { text, schemaCount } = await generatedTypes(root);
  writeFileSync(join(root, generatedTypesFile), text);
  console.log(`Wrote ${generatedTypesFile} from ${schemaCount} schemas.`);
}
