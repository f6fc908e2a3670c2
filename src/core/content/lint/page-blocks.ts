import type { Page } from "../../generated/site-data.ts";

/** A block of a page with the JSON pointer that reaches it in the page's file. */
export interface PageBlock {
  block: Record<string, unknown>;
  pointer: string;
  /** The list the block is in ("/sections", "/notFound/sections", a layout's column), and its place there. */
  list: string;
  index: number;
}

/** Every block of a page, its sections, its not-found sections and the blocks in their columns, in order. */
export function* pageBlocks(page: Page): Generator<PageBlock> {
  yield* blocksInList(page.sections, "/sections");
  if (page.notFound) yield* blocksInList(page.notFound.sections, "/notFound/sections");
}

function* blocksInList(list: unknown, pointer: string): Generator<PageBlock> {
  if (!Array.isArray(list)) return;
  for (const [index, block] of list.entries()) {
    if (!block || typeof block !== "object") continue;
    const blockPointer = `${pointer}/${index}`;
    yield { block, pointer: blockPointer, list: pointer, index };
    // A layout's columns hold blocks of their own.
    for (const [field, value] of Object.entries(block as Record<string, unknown>)) {
      if (Array.isArray(value) && value.some((child) => typeof child?.type === "string"))
        yield* blocksInList(value, `${blockPointer}/${field}`);
    }
  }
}
