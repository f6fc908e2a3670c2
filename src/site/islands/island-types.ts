/** The block types that are islands, and which are React: generated from the block folders (src/pipeline/block-folders.ts). */
export { reactIslands, type IslandType } from "../generated/islands.ts";
