import type { SiteData } from "../types.ts";
import { placed, type Placed } from "./placed.ts";
import { pageBlocks } from "./page-blocks.ts";
import { pageFileOf } from "./site-addresses.ts";

/** Two calls to action one after the other: usually a block copied under another and never changed. */
export function callsToActionInARow(siteData: SiteData): Placed[] {
  const found: Placed[] = [];
  for (const page of siteData.pages) {
    let previous = null as { list: string; index: number } | null;
    for (const { block, pointer, list, index } of pageBlocks(page)) {
      const isCallToAction = block.type === "callToAction";
      if (isCallToAction && previous?.list === list && previous.index === index - 1) {
        found.push(
          placed(pageFileOf(page), pointer, "calls-to-action-in-a-row", {
            first: index,
            second: index + 1,
            list: list.slice(1),
          }),
        );
      }
      if (isCallToAction) previous = { list, index };
    }
  }
  return found;
}
