import { createContext, useContext } from "react";
import { itemCountKey } from "../../core/content/item-counts.ts";
import { itemAddress, type AddressedItem } from "../../core/page-paths/path-pattern.ts";
import { selectItems, type AnyItem, type CurrentItem } from "../../core/content/item-source.ts";
import type { CollectionItem, CollectionName, PageData, ReferencedItems } from "../../core/content/types.ts";
import type { ItemCount, ItemSource } from "../../core/generated/site-data.ts";

/**
 * What a page's blocks read besides their own fields: the items they show and the numbers beside them, the page's own
 * item, rendered Markdown, and which page of its listing the page is.
 */
export type PageContent = Pick<PageData, "items" | "itemCounts" | "item" | "html" | "itemFolders" | "pagination">;

export const PageItemsContext = createContext<PageContent | null>(null);

export function usePageContent(): PageContent {
  const content = useContext(PageItemsContext);
  if (!content) throw new Error("Blocks must be rendered inside <PageItemsContext.Provider>.");
  return content;
}

/**
 * The items of a collection that a block refers to by id, in the order given.
 * Validation guarantees every id exists; an id that slipped through is left out rather than crashing the page.
 */
export function useCollectionItems<C extends CollectionName>(collection: C, ids: string[]): CollectionItem<C>[] {
  const byId = usePageContent().items[collection] as Record<string, CollectionItem<C>>;
  return ids.flatMap((id) => (byId[id] ? [byId[id]] : []));
}

/** The items a block's source selects, chosen from the items the page carries exactly as the build chose them. */
export function useSourceItems<C extends CollectionName>(source: ItemSource & { collection: C }): CollectionItem<C>[] {
  const { items, item } = usePageContent();
  return selectItems(
    source,
    Object.values(items[source.collection]) as unknown as AnyItem[],
    item,
  ) as unknown as CollectionItem<C>[];
}

/** The items of several sources at once, one list per source. */
export function useSourcesItems(sources: ItemSource[]): AnyItem[][] {
  const { items, item } = usePageContent();
  return sources.map((source) =>
    selectItems(source, Object.values(items[source.collection]) as unknown as AnyItem[], item),
  );
}

/** On a detail page, its own item; null elsewhere. */
export function useCurrentItem(): CurrentItem | null {
  return usePageContent().item;
}

/** A field of the page's own item (for blocks that show part of it), or undefined off a detail page. */
export function useCurrentItemField(field: string | undefined): unknown {
  const item = useCurrentItem();
  return field && item ? item.value[field] : undefined;
}

/** The sanitised HTML of a Markdown text of this page (rendered at build time). */
export function useMarkdownHtml(markdown: string): string {
  const html = usePageContent().html[markdown];
  if (html === undefined) throw new Error(`No HTML was rendered for this Markdown text: ${markdown.slice(0, 60)}...`);
  return html;
}

/** The address of an item's own page, e.g. "/blog/<id>"; undefined when its collection has no item pages. */
export function useItemHref(collection: CollectionName, item: AddressedItem): string | undefined {
  const folder = usePageContent().itemFolders[collection];
  return folder === undefined ? undefined : itemAddress(folder, item);
}

/** An item the page carries, by collection and id (e.g. a post's author). */
export function useItem<C extends CollectionName>(collection: C, id: string): CollectionItem<C> | undefined {
  return (usePageContent().items[collection] as Record<string, CollectionItem<C>>)[id];
}

/** How many items name each item a link list shows, as the build counted them (src/core/content/item-counts.ts). */
export function useItemCounts(count: ItemCount | undefined): Record<string, number> | undefined {
  const { itemCounts } = usePageContent();
  return count && itemCounts[itemCountKey(count)];
}

/** For tests and previews: page content holding these items and nothing else. */
export function pageContentOf(items: ReferencedItems, extra: Partial<PageContent> = {}): PageContent {
  return { items, itemCounts: {}, item: null, html: {}, itemFolders: {}, ...extra };
}
