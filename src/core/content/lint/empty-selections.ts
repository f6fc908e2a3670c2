import type { AddressFacts } from "./address-facts.ts";
import { placed, type Placed } from "./placed.ts";

/**
 * A list or grid whose source selects no item (a filter value nobody has, ids of items since deleted): the block is
 * left out of the page, or shows only its note. On a detail page, only when it selects nothing for any of its items.
 * A source that lists what the page's item names ("from") is left alone: an item that names none (a product without
 * testimonials) leaving that block out is what such a block is for.
 */
export function emptySelections(addresses: AddressFacts[]): Placed[] {
  const blocks = new Map<string, { file: string; pointer: string; type: string; addresses: number; empty: string[] }>();
  for (const { address, selections } of addresses) {
    for (const { key, file, pointer, type, empty } of selections) {
      const entry = blocks.get(key) ?? { file, pointer, type, addresses: 0, empty: [] };
      blocks.set(key, entry);
      entry.addresses += 1;
      if (empty) entry.empty.push(address.pathname);
    }
  }
  return [...blocks.values()]
    .filter((entry) => entry.empty.length && entry.empty.length === entry.addresses)
    .map(({ file, pointer, type, empty }) =>
      placed(file, pointer, "empty-selection", { type, count: empty.length, first: empty[0] }),
    );
}
