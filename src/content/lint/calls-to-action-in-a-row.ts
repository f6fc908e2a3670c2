import type { SiteData } from "../types.ts";
import type { Placed } from "./placed.ts";
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
        found.push({
          file: pageFileOf(page),
          pointer,
          message: `two calls to action in a row (sections ${index} and ${index + 1} of ${list.slice(1)})`,
          hint: "A visitor is asked the same thing twice. Delete one, or merge their words into one block.",
        });
      }
      if (isCallToAction) previous = { list, index };
    }
  }
  return found;
}
