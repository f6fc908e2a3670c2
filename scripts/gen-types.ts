/**
 * Writes src/generated/site-data.ts from the JSON Schemas in schemas/.
 * With --check it writes nothing and exits 1 when the committed file is stale.
 */
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { compile, type JSONSchema } from "json-schema-to-typescript";
import { readSchemaFiles } from "../src/validation/schema-files.ts";

const root = resolve(import.meta.dirname, "..");
const schemasDir = resolve(root, "schemas");
const outFile = resolve(root, "src/generated/site-data.ts");

const header = `/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by \`npm run gen:types\` from the JSON Schemas in schemas/.
 * Change a schema, then run \`npm run gen:types\` again.
 */`;

/** Draft-07 ignores keywords beside "$ref"; dropping them keeps one TypeScript type per referenced schema. */
function withoutRefSiblings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRefSiblings);
  if (node === null || typeof node !== "object") return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === "string") return { $ref: record.$ref };
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, withoutRefSiblings(value)]));
}

const schemaFiles = readSchemaFiles(schemasDir);
// One synthetic root that references every schema, so each shared type is declared once.
const rootSchema: JSONSchema = {
  title: "SiteDataSchemas",
  type: "object",
  additionalProperties: false,
  properties: Object.fromEntries(schemaFiles.map(({ name }) => [name.replace(/\.schema\.json$/, ""), { $ref: name }])),
};

const body = await compile(rootSchema, "SiteDataSchemas", {
  cwd: schemasDir,
  bannerComment: header,
  additionalProperties: false,
  unreachableDefinitions: true,
  style: { singleQuote: false, printWidth: 120 },
  $refOptions: {
    resolve: {
      file: {
        read: (file: { url: string }) => JSON.stringify(withoutRefSiblings(JSON.parse(readFileSync(file.url, "utf8")))),
      },
    },
  },
});

if (process.argv.includes("--check")) {
  const current = existsSync(outFile) ? readFileSync(outFile, "utf8") : "";
  if (current !== body) {
    console.error("src/generated/site-data.ts is stale: the schemas changed since it was generated. Run `npm run gen:types` and commit the result.");
    process.exit(1);
  }
  console.log("Generated types are up to date.");
} else {
  writeFileSync(outFile, body);
  console.log(`Wrote ${outFile.slice(root.length + 1)} from ${schemaFiles.length} schemas.`);
}
