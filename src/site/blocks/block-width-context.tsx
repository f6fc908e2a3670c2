import { createContext, useContext } from "react";
import { sectionWidth, type LayoutWidth } from "../../core/images/layout-width.ts";

/**
 * How wide the box a block (or a card) is laid in is at each screen width: a section's content width, a layout's
 * column, a grid's cell. Images read it to tell the browser which copy to fetch (their `sizes`).
 */
export const BlockWidthContext = createContext<LayoutWidth>(sectionWidth);

export function useBlockWidth(): LayoutWidth {
  return useContext(BlockWidthContext);
}
