import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { JSONSchema } from "json-schema-to-typescript";
import { listFiles } from "../core/validation/list-files.ts";
import { collectionNameSchema, collectionNameSchemaName, readSchemaFiles } from "../core/validation/schema-files.ts";
import { ServerError } from "../core/errors/server-errors.ts";
import {
  BlockFolderError,
  blockComponentsModule,
  blockFoldersOrThrow,
  blockUnionSchema,
  islandsModule,
} from "./block-folders.ts";

/** Where the types of site data are generated, from the JSON Schemas in schemas/. */
export const generatedTypesFile = "src/core/generated/site-data.ts";
/** The list of collections, one per schema in schemas/collections/, as a schema the others reference. */
export const collectionNameSchemaFile = `schemas/${collectionNameSchemaName}`;
/** The same list for code: each collection's name and the type of its items. */
export const generatedCollectionsFile = "src/core/generated/collections.ts";
/** The union of blocks a page may hold, one per block folder (src/pipeline/block-folders.ts). */
export const blockUnionSchemaFile = "schemas/block.schema.json";
/** Each block type's component, and the islands: the site's registries, from the block folders. */
export const generatedBlockComponentsFile = "src/site/generated/block-components.ts";
export const generatedIslandsFile = "src/site/generated/islands.ts";

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

interface CollectionSchema {
  /** The folder under site-data/collections/, and the schema's file name. */
  name: string;
  /** The schema's title: the TypeScript type of one item. */
  typeName: string;
}

/** Every collection, from the file names under schemas/collections/, sorted. */
function collectionSchemas(projectRoot: string): CollectionSchema[] {
  const dir = join(projectRoot, "schemas", "collections");
  return listFiles(dir, ".schema.json")
    .map((file) => {
      const name = file.slice(dir.length + 1, -".schema.json".length);
      const title = (JSON.parse(readFileSync(file, "utf8")) as { title?: unknown }).title;
      if (typeof title !== "string" || !/^[A-Z][A-Za-z0-9]*$/.test(title))
        throw new ServerError("collection-schema-title", { name, problem: "missing" });
      return { name, typeName: title };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** src/core/generated/collections.ts: the names in a list code can loop over, and the type of each collection's items. */
function collectionsModule(collections: CollectionSchema[]): string {
  const types = [...new Set(collections.map((collection) => collection.typeName))].sort();
  return `${header}

import type { ${types.join(", ")} } from "./site-data.ts";

/** Every collection's folder name (site-data/collections/<name>/), one per schema in schemas/collections/. */
export const collectionNames = [
${collections.map((collection) => `  "${collection.name}",`).join("\n")}
] as const;

/** The items of each collection, as their schemas describe them. */
export interface SchemaCollections {
${collections.map((collection) => `  ${collection.name}: ${collection.typeName}[];`).join("\n")}
}
`;
}

/** The files `npm run gen:types` writes, with their text as the schemas under `projectRoot` make them. */
export async function generatedFiles(projectRoot: string): Promise<{ file: string; text: string }[]> {
  // Loaded when types are made or checked, which a build that reuses the bundles does not do.
  const { compile } = await import("json-schema-to-typescript");
  const collections = collectionSchemas(projectRoot);
  const blocks = blockFoldersOrThrow(projectRoot);
  const blockUnionText = blockUnionSchema(blocks);
  const collectionNameText = `${JSON.stringify(collectionNameSchema(collections.map(({ name }) => name)), null, 2)}\n`;
  const schemasDir = join(projectRoot, "schemas");
  const generatedSchema = join(projectRoot, collectionNameSchemaFile);
  const generatedBlockUnion = join(projectRoot, blockUnionSchemaFile);
  const schemaFiles = readSchemaFiles(schemasDir).filter(({ name }) => name !== collectionNameSchemaName);
  // One synthetic root that references every schema, so each shared type is declared once.
  const rootSchema: JSONSchema = {
    title: "SiteDataSchemas",
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(
      [...schemaFiles.map(({ name }) => name), collectionNameSchemaName].map((name) => [
        name.replace(/\.schema\.json$/, ""),
        { $ref: name },
      ]),
    ),
  };
  const types = await compile(rootSchema, "SiteDataSchemas", {
    cwd: schemasDir,
    bannerComment: header,
    additionalProperties: false,
    unreachableDefinitions: true,
    style: { singleQuote: false, printWidth: 120 },
    $refOptions: {
      resolve: {
        file: {
          // The list of collections and the union of blocks as they are about to be written, whatever the files on
          // disk say.
          read: (file: { url: string }) =>
            file.url === generatedSchema
              ? collectionNameText
              : JSON.stringify(
                  withoutRefSiblings(
                    JSON.parse(file.url === generatedBlockUnion ? blockUnionText : readFileSync(file.url, "utf8")),
                  ),
                ),
        },
      },
    },
  });
  for (const { name, typeName } of collections)
    if (!new RegExp(`^export (interface|type) ${typeName}\\b`, "m").test(types))
      throw new ServerError("collection-schema-title", { name, problem: "not-a-type", title: typeName });
  return [
    { file: collectionNameSchemaFile, text: collectionNameText },
    { file: generatedTypesFile, text: types },
    { file: generatedCollectionsFile, text: collectionsModule(collections) },
    { file: blockUnionSchemaFile, text: blockUnionText },
    { file: generatedBlockComponentsFile, text: blockComponentsModule(blocks) },
    { file: generatedIslandsFile, text: islandsModule(blocks) },
  ];
}

/** Why the committed generated files are not what the schemas make, or null when they are. */
export async function staleTypesProblem(projectRoot: string): Promise<string | null> {
  let files: { file: string; text: string }[];
  try {
    files = await generatedFiles(projectRoot);
  } catch (error) {
    // A block folder that cannot be generated from is what is wrong, in its own words.
    if (error instanceof BlockFolderError) return error.message;
    throw error;
  }
  const stale = files.filter(({ file, text }) => {
    try {
      return readFileSync(join(projectRoot, file), "utf8") !== text;
    } catch {
      return true; // A missing file is stale like any other.
    }
  });
  return stale.length
    ? `${stale.map(({ file }) => file).join(" and ")} ${stale.length > 1 ? "are" : "is"} stale: the schemas changed since ${stale.length > 1 ? "they were" : "it was"} generated. Run \`npm run gen:types\` and commit the result.`
    : null;
}
