import { fillTokens } from "../fill-tokens.ts";
import { selectItems, type AnyItem } from "../item-source.ts";
import type { CollectionGridBlock } from "../../generated/site-data.ts";
import type { Placed } from "./placed.ts";
import { pageBlocks } from "./page-blocks.ts";
import { itemFileOf, type SiteAddress } from "./site-addresses.ts";
import type { LintContext } from "./shown-on-address.ts";

const inTab = (value: unknown, tab: string) => (Array.isArray(value) ? value.includes(tab) : value === tab);

/**
 * An item a grid with tabs shows, that no tab but the first ("All") holds: a post whose category has no tab on /blog
 * is found only by visitors who look through every post.
 */
export function untabbedItems(addresses: SiteAddress[], { siteData }: Pick<LintContext, "siteData">): Placed[] {
  const found = new Map<string, Placed>();
  for (const address of addresses) {
    const current = address.item ? { collection: address.item.collection, value: address.item.value } : null;
    for (const { block } of pageBlocks(address.page)) {
      if (block.type !== "collectionGrid" || !block.tabs) continue;
      const grid = fillTokens(block, address.scopes) as unknown as CollectionGridBlock;
      const { field, options } = grid.tabs!;
      const items = selectItems(grid.source, siteData.collections[grid.source.collection] as unknown as AnyItem[], current);
      for (const item of items) {
        if (options.some((option) => inTab(item[field], option.value))) continue;
        const file = itemFileOf(grid.source.collection, item.id);
        const key = `${file}\u0000${address.pathname}`;
        if (found.has(key)) continue;
        found.set(key, {
          file,
          pointer: `/${field}`,
          message: `"${String(item[field])}" has no tab on ${address.pathname}: this item shows only under "${grid.tabs!.allLabel}" there`,
          hint: `Add a tab for "${String(item[field])}" to the grid on ${address.pathname} (${address.pageFile}), or give the item a ${field} that has one (${options.map((option) => `"${option.value}"`).join(", ")}).`,
        });
      }
    }
  }
  return [...found.values()];
}
