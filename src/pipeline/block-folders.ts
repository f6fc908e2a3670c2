import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The block types, read from their folders: a block type is a schema, `schemas/blocks/<type>.schema.json`, and a
 * folder, `src/site/blocks/<Type>/`, holding its component (`<Type>.tsx`, exporting `<Type>`) and, when its code runs
 * in the browser, its island (`island.ts`, or `island.tsx` for one made of React components, exporting `enhance` and
 * `loads`: "visible" or "interaction"). `npm run gen:types` writes from them the union of blocks a page may hold
 * (schemas/block.schema.json), the registry of components (src/site/generated/block-components.ts) and the registry
 * of islands (src/site/generated/islands.ts); `npm run validate`, `npm run build` and `npm run check:types` stop at a
 * block without its component, an island without `loads`, or markers for an island that is not there.
 */
export interface BlockFolder {
  /** The block's type in site data ("testimonialCarousel"). */
  type: string;
  /** Its folder and component ("TestimonialCarousel"). */
  name: string;
  island?: { file: string; loads: "visible" | "interaction"; react: boolean };
}

export const blockSchemasDir = "schemas/blocks";
export const blockFoldersDir = "src/site/blocks";

const pascal = (type: string) => type[0].toUpperCase() + type.slice(1);

/** The block folders, by type, and what is wrong with them (each problem a sentence that says what to do). */
export function readBlockFolders(root: string): { blocks: BlockFolder[]; problems: string[] } {
  const problems: string[] = [];
  const types = readdirSync(join(root, blockSchemasDir))
    .filter((file) => file.endsWith(".schema.json"))
    .map((file) => file.slice(0, -".schema.json".length))
    .sort();
  const blocks = types.flatMap((type): BlockFolder[] => {
    const name = pascal(type);
    const folder = `${blockFoldersDir}/${name}`;
    const component = `${folder}/${name}.tsx`;
    if (!existsSync(join(root, component))) {
      problems.push(
        `The block type "${type}" (${blockSchemasDir}/${type}.schema.json) has no component: make ${component}, exporting ${name}.`,
      );
      return [];
    }
    if (!new RegExp(`^export (function|const) ${name}\\b`, "m").test(readFileSync(join(root, component), "utf8"))) {
      problems.push(`${component} does not export ${name}, the component of the block type "${type}".`);
      return [];
    }
    const files = readdirSync(join(root, folder));
    const islandFile = files.find((file) => file === "island.ts" || file === "island.tsx");
    if (!islandFile) {
      const markers = files.filter((file) => file.endsWith("-markers.ts"));
      if (markers.length)
        problems.push(
          `${folder}/${markers[0]} marks parts for an island, but ${folder} has no island.ts: add it (exporting enhance and loads), or remove the markers.`,
        );
      return [{ type, name }];
    }
    const loads = /^export const loads = "(visible|interaction)"/m.exec(
      readFileSync(join(root, folder, islandFile), "utf8"),
    )?.[1] as "visible" | "interaction" | undefined;
    if (!loads) {
      problems.push(
        `${folder}/${islandFile} does not say when its code loads: add export const loads = "visible" (as it nears the screen) or "interaction" (when it is touched or focused).`,
      );
      return [{ type, name }];
    }
    return [{ type, name, island: { file: islandFile, loads, react: islandFile.endsWith(".tsx") } }];
  });
  const blockFolders = readdirSync(join(root, blockFoldersDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .map((entry) => entry.name);
  for (const folder of blockFolders)
    if (!types.some((type) => pascal(type) === folder))
      problems.push(
        `${blockFoldersDir}/${folder} is a block folder without a schema: add ${blockSchemasDir}/${folder[0].toLowerCase()}${folder.slice(1)}.schema.json, or move the folder.`,
      );
  return { blocks, problems };
}

/** Stops with every problem of the block folders, in sentences. */
export class BlockFolderError extends Error {}

export function blockFoldersOrThrow(root: string): BlockFolder[] {
  const { blocks, problems } = readBlockFolders(root);
  if (problems.length) throw new BlockFolderError(problems.join("\n"));
  return blocks;
}

const header = (what: string) => `/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by \`npm run gen:types\` from the block folders (src/pipeline/block-folders.ts): ${what}.
 */`;

/** schemas/block.schema.json: one branch per block schema, in the order of their types. */
export function blockUnionSchema(blocks: BlockFolder[]): string {
  const schema = {
    $schema: "http://json-schema.org/draft-07/schema#",
    $comment:
      'GENERATED FILE - DO NOT EDIT. Made by `npm run gen:types` from schemas/blocks/ and src/site/blocks/: add a block there. "type" says which kind of block it is; the other fields depend on the type.',
    title: "Block",
    // Shown in the studio to the people who edit the site: in their words (editor-help-words.test.ts).
    description:
      "One section of a page: a hero, a list of services, a call to action, ... Its fields depend on its kind.",
    type: "object",
    required: ["type"],
    discriminator: { propertyName: "type" },
    oneOf: blocks.map(({ type }) => ({ $ref: `blocks/${type}.schema.json` })),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** src/site/generated/block-components.ts: each block type's component. */
export function blockComponentsModule(blocks: BlockFolder[]): string {
  return `${header("each block type's component")}
${blocks.map(({ name }) => `import { ${name} } from "../blocks/${name}/${name}.tsx";`).join("\n")}

export const generatedBlockComponents = {
${blocks.map(({ type, name }) => `  ${type}: ${name},`).join("\n")}
};
`;
}

/** src/site/generated/islands.ts: the blocks whose code runs in the browser, how each loads and when. */
export function islandsModule(blocks: BlockFolder[]): string {
  const islands = blocks.filter((block) => block.island);
  return `${header("the islands, one per block folder with an island.ts")}
/** The block types that are islands. */
export type IslandType = ${islands.map(({ type }) => `"${type}"`).join(" | ")};

/** The islands whose code is React components (island.tsx); the others take over the prerendered HTML with DOM code. */
export const reactIslands: ReadonlySet<IslandType> = new Set<IslandType>([${islands
    .filter(({ island }) => island!.react)
    .map(({ type }) => `"${type}"`)
    .join(", ")}]);

/** Each island's module, loaded in the browser when its block nears the screen or is touched (its \`loads\`). */
export const generatedIslands = {
${islands.map(({ type, name, island }) => `  ${type}: { load: () => import("../blocks/${name}/${island!.file}"), when: "${island!.loads}" },`).join("\n")}
} as const;
`;
}
