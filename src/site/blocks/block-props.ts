import type { ReactNode } from "react";
import type { Block } from "../../core/generated/site-data.ts";

/**
 * Renders a list of blocks as the page renders its own (PageSections: each in its <section>, the first one the page's
 * first screen when it comes first). A layout block receives it for its columns, the way Puck's slots hand a layout
 * its nested content: the renderer passes itself down, so a layout block never imports the renderer that renders it.
 */
export type RenderSections = (sections: Block[]) => ReactNode;

/** What the page's renderer gives every block component; most read only `block`. */
export interface BlockProps<B extends Block = Block> {
  block: B;
  renderSections: RenderSections;
}
