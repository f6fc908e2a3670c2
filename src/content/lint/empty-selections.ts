import { fillTokens } from "../fill-tokens.ts";
import { selectItems, type AnyItem } from "../item-source.ts";
import type { ItemSource } from "../../generated/site-data.ts";
import type { Placed } from "./placed.ts";
import { pageBlocks } from "./page-blocks.ts";
import type { SiteAddress } from "./site-addresses.ts";
import type { LintContext } from "./shown-on-address.ts";

/**
 * A list or grid whose source selects no item (a filter value nobody has, ids of items since deleted): the block is
 * left out of the page, or shows only its note. On a detail page, only when it selects nothing for any of its items.
 * A source that lists what the page's item names ("from") is left alone: an item that names none (a product without
 * testimonials) leaving that block out is what such a block is for.
 */
export function emptySelections(addresses: SiteAddress[], { siteData }: Pick<LintContext, "siteData">): Placed[] {
  const blocks = new Map<string, { file: string; pointer: string; type: string; addresses: number; empty: string[] }>();
  for (const address of addresses) {
    const current = address.item ? { collection: address.item.collection, value: address.item.value } : null;
    for (const { block, pointer } of pageBlocks(address.page)) {
      if (!block.source || typeof block.source !== "object" || "from" in block.source) continue;
      const key = `${address.pageFile}\u0000${pointer}`;
      const entry = blocks.get(key) ?? { file: address.pageFile, pointer: `${pointer}/source`, type: String(block.type), addresses: 0, empty: [] };
      blocks.set(key, entry);
      entry.addresses += 1;
      const source = fillTokens(block.source, address.scopes) as ItemSource;
      if (!selectItems(source, siteData.collections[source.collection] as unknown as AnyItem[], current).length) entry.empty.push(address.pathname);
    }
  }
  return [...blocks.values()].filter((entry) => entry.empty.length && entry.empty.length === entry.addresses).map(({ file, pointer, type, empty }) => ({
    file,
    pointer,
    message: `this ${type} selects no item${empty.length === 1 ? ` on ${empty[0]}` : ` for any of the ${empty.length} addresses of this page`}`,
    hint: "Check its collection, ids, filter value and limit: a block with nothing to show is left out of the page (or shows only its note).",
  }));
}
