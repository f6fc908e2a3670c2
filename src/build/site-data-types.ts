import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { JSONSchema } from "json-schema-to-typescript";
import { readSchemaFiles } from "../validation/schema-files.ts";

/** Where the types of site data are generated, from the JSON Schemas in schemas/. */
export const generatedTypesFile = "src/generated/site-data.ts";

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

/** The text of src/generated/site-data.ts as the schemas under `projectRoot` make it, and how many schemas there are. */
export async function generatedTypes(projectRoot: string): Promise<{ text: string; schemaCount: number }> {
  // Loaded when types are made or checked, which a build that reuses the bundles does not do.
  const { compile } = await import("json-schema-to-typescript");
  const schemasDir = join(projectRoot, "schemas");
  const schemaFiles = readSchemaFiles(schemasDir);
  // One synthetic root that references every schema, so each shared type is declared once.
  const rootSchema: JSONSchema = {
    title: "SiteDataSchemas",
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(
      schemaFiles.map(({ name }) => [name.replace(/\.schema\.json$/, ""), { $ref: name }]),
    ),
  };
  const text = await compile(rootSchema, "SiteDataSchemas", {
    cwd: schemasDir,
    bannerComment: header,
    additionalProperties: false,
    unreachableDefinitions: true,
    style: { singleQuote: false, printWidth: 120 },
    $refOptions: {
      resolve: {
        file: {
          read: (file: { url: string }) =>
            JSON.stringify(withoutRefSiblings(JSON.parse(readFileSync(file.url, "utf8")))),
        },
      },
    },
  });
  return { text, schemaCount: schemaFiles.length };
}

/** Why the committed types are not what the schemas make, or null when they are. */
export async function staleTypesProblem(projectRoot: string): Promise<string | null> {
  let current = "";
  try {
    current = readFileSync(join(projectRoot, generatedTypesFile), "utf8");
  } catch {
    // A missing file is stale like any other.
  }
  const { text } = await generatedTypes(projectRoot);
  return current === text
    ? null
    : `${generatedTypesFile} is stale: the schemas changed since it was generated. Run \`npm run gen:types\` and commit the result.`;
}
