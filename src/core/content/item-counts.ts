import type { Block, CollectionGridBlock, ItemCount, LinkListBlock } from "../generated/site-data.ts";
import { blocksIn } from "./blocks-and-sources.ts";
import { filledList, type SiteScopes } from "./filled-items.ts";
import { selectItems, type AnyItem, type CurrentItem } from "./item-source.ts";
import type { CollectionName, PageData, ReferencedItems, SiteData } from "./types.ts";

/** Where a link list finds its numbers in PageData.itemCounts: what it counts, "posts:category,tags". */
export const itemCountKey = (count: ItemCount) => `${count.collection}:${count.fields.join(",")}`;

/** How many of `counted` name each id in one of `fields`: an item naming an id in two fields counts once. */
export function countNamings(counted: readonly AnyItem[], fields: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of counted) {
    const named = new Set(
      fields.flatMap((field) => [item[field]].flat()).filter((id): id is string => typeof id === "string"),
    );
    for (const id of named) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Counts by collection (the array counted) and key: every post page of a build shows the same category counts. */
const countsCache = new WeakMap<object, Map<string, Map<string, number>>>();

function countsOf(siteData: SiteData, scopes: SiteScopes, count: ItemCount): Map<string, number> {
  const counted = siteData.collections[count.collection as CollectionName] as unknown as AnyItem[];
  let byKey = countsCache.get(counted);
  if (!byKey) {
    byKey = new Map();
    countsCache.set(counted, byKey);
  }
  const key = `${scopes.key}|${itemCountKey(count)}`;
  let counts = byKey.get(key);
  if (!counts) {
    counts = countNamings(filledList(counted, scopes), count.fields);
    byKey.set(key, counts);
  }
  return counts;
}

/**
 * The numbers the page's link lists show beside their items ("Fintech (3)") and its grids on their cards ("12
 * articles"): for each count, the items its block shows with how many items of the counted collection name them. The
 * page carries these numbers, not the items counted.
 */
export function itemCountsOnPage(
  siteData: SiteData,
  scopes: SiteScopes,
  sections: Block[],
  items: ReferencedItems,
  current: CurrentItem | null,
): PageData["itemCounts"] {
  const itemCounts: PageData["itemCounts"] = {};
  for (const block of blocksIn(sections)) {
    if (block.type !== "linkList" && block.type !== "collectionGrid") continue;
    const { source, count } = block as unknown as LinkListBlock | CollectionGridBlock;
    if (!source || !count) continue;
    const counts = countsOf(siteData, scopes, count);
    const listed = selectItems(source, Object.values(items[source.collection]) as unknown as AnyItem[], current);
    const key = itemCountKey(count);
    itemCounts[key] ??= {};
    const numbers = itemCounts[key];
    for (const { id } of listed) numbers[id] = counts.get(id) ?? 0;
  }
  return itemCounts;
}
