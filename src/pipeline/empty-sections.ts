/**
 * A block that renders nothing leaves an empty <section> on the page: a heading-less gap that visitors see as a hole
 * and that no check of the site data caught. The build refuses to ship one (src/pipeline/build-site.ts): validation
 * should have said why at the block's place (a grid of a collection without a card, a "from" that holds something
 * else), so an empty section is a defect of the renderer or of the checks, found here before it is published.
 */
import { isLeftOut } from "../core/content/left-out-blocks.ts";
import type { Block } from "../core/generated/site-data.ts";

/** A block of the page, with its place in the page's data, in the order the page renders them. */
interface PlacedBlock {
  type: string;
  id?: string;
  pointer: string;
}

const isBlock = (value: unknown): value is Block =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** The page's blocks and the blocks nested in them (a layout's columns), depth first, as they are rendered. */
function placedBlocks(sections: readonly Block[], pointer: string, item?: Record<string, unknown>): PlacedBlock[] {
  return sections.flatMap((block, index) => {
    const at = `${pointer}/${index}`;
    if (isLeftOut(block, item)) return [];
    const nested = Object.entries(block).flatMap(([key, value]) =>
      Array.isArray(value) && value.length > 0 && value.every(isBlock) ? placedBlocks(value, `${at}/${key}`, item) : [],
    );
    return [{ type: block.type, id: block.id, pointer: at }, ...nested];
  });
}

/** Every <section> of the HTML, and whether it has nothing in it. */
function sectionsOf(html: string): { id?: string; empty: boolean }[] {
  return [...html.matchAll(/<section\b([^>]*)>(\s*<\/section>)?/g)].map((match) => ({
    id: /\bid="([^"]*)"/.exec(match[1])?.[1],
    empty: match[2] !== undefined,
  }));
}

/** What is wrong with the page's HTML: one sentence per empty section, naming its block when it can. */
export function emptySectionProblems(
  pathname: string,
  html: string,
  sections: readonly Block[],
  item?: Record<string, unknown>,
): string[] {
  const found = sectionsOf(html);
  const blocks = placedBlocks(sections, "/sections", item);
  // Blocks may hold <section>s of their own; only when the counts agree does the n-th section belong to the n-th block.
  const byOrder = found.length === blocks.length;
  return found.flatMap((section, index) => {
    if (!section.empty) return [];
    const block = byOrder ? blocks[index] : blocks.find((candidate) => section.id && candidate.id === section.id);
    const which = block
      ? `the ${block.type} block at ${block.pointer}${block.id ? ` (#${block.id})` : ""}`
      : `section ${index + 1}${section.id ? ` (#${section.id})` : ""}`;
    return [
      `${pathname}: ${which} rendered nothing, so the page would show an empty section. Validation should have said why at the block; fix the block's data, or the component that renders it.`,
    ];
  });
}
