import type { ComponentType } from "react";
import type { Block } from "../../core/generated/site-data.ts";
import { generatedBlockComponents } from "../generated/block-components.ts";
import type { BlockProps } from "./block-props.ts";

export type BlockType = Block["type"];
export type BlockComponent<T extends BlockType = BlockType> = ComponentType<BlockProps<Extract<Block, { type: T }>>>;

/**
 * The component of each block type, always src/site/blocks/<Type>/<Type>.tsx, with its styles (<Type>.module.css), its
 * test (<Type>.test.tsx), its island (island.ts) and what only it uses in the same folder; what several blocks share is
 * in src/site/blocks/parts/, the cards of collection items in src/site/blocks/cards/. The list is generated from the
 * block folders (src/pipeline/block-folders.ts, `npm run gen:types`); a component that does not take its block's
 * props fails tsc here. Blocks render when the site is built; in the browser only islands run code
 * (src/site/islands/island-registry.ts).
 */
export const blockComponents: { [T in BlockType]: BlockComponent<T> } = generatedBlockComponents;

export function isBlockType(type: string): type is BlockType {
  // hasOwn: a type such as "constructor" must not find Object.prototype's members.
  return Object.hasOwn(blockComponents, type);
}
