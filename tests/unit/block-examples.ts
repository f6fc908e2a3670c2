/**
 * The examples of the block schemas (schemas/blocks/<type>.schema.json), picked by what they show rather than by their
 * place in the list: the fixtures of the blocks' tests (src/site/blocks/<Type>/fixtures.ts). The first example of a schema
 * is what the site editor's "Add a block" puts in a page, so these tests check what editors start from.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Block } from "../../src/core/generated/site-data.ts";

export type BlockType = Block["type"];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

const blockSchemasDir = join(import.meta.dirname, "../../schemas/blocks");

/** Every block schema: its file, the block type it defines and its examples. */
export const blockSchemas = readdirSync(blockSchemasDir)
  .filter((file) => file.endsWith(".schema.json"))
  .map((file) => {
    const schema = JSON.parse(readFileSync(join(blockSchemasDir, file), "utf8"));
    return { file, type: schema.properties.type.const as BlockType, examples: (schema.examples ?? []) as Block[] };
  });

/** The one example of `type`'s schema that `matches`; saying which, in words, when there is none or more than one. */
export function exampleWhere<T extends BlockType>(
  type: T,
  what: string,
  matches: (example: BlockOf<T>) => boolean,
): BlockOf<T> {
  const schema = blockSchemas.find((candidate) => candidate.type === type);
  if (!schema) throw new Error(`No block schema defines the type "${type}".`);
  const found = (schema.examples as BlockOf<T>[]).filter(matches);
  if (found.length !== 1)
    throw new Error(`schemas/blocks/${schema.file} has ${found.length} examples ${what}; its test expects one.`);
  return structuredClone(found[0]);
}

/** The example of a schema that has only one; a second one makes the test say which it means. */
export function onlyExample<T extends BlockType>(type: T): BlockOf<T> {
  return exampleWhere(type, "in all", () => true);
}
