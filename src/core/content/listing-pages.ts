import type { Block, CollectionGridBlock, ItemSource, Page, PaginationLabels } from "../generated/site-data.ts";
import { blocksIn } from "./blocks-and-sources.ts";
import { fillTokens } from "./fill-tokens.ts";
import { selectItems, type AnyItem, type CurrentItem } from "./item-source.ts";
import { itemsOnPage, pageAddress, pageCount, type Pagination } from "./pagination.ts";
import type { Collections, Crumb } from "./types.ts";

type PagedGrid = CollectionGridBlock & { pageSize: number };

/** The grid of these blocks that is split into pages ("pageSize"); validation allows one per page. */
export function pagedGridIn(sections: unknown): PagedGrid | undefined {
  for (const block of blocksIn(sections))
    if (block.type === "collectionGrid" && typeof block.pageSize === "number") return block as unknown as PagedGrid;
  return undefined;
}

/** Every item a paged grid's source lists, in its order, over all its pages. */
function listedItems(source: ItemSource, collections: Collections, current: CurrentItem | null): AnyItem[] {
  return selectItems(source, collections[source.collection] as unknown as AnyItem[], current);
}

/**
 * How many pages the listing of `page` fills at `current` (its item, on a detail page), from the site data as written:
 * its grid's source filled in with the item ({item.id} in a filter). 1 for a page without a paged grid.
 */
export function listingPageCount(page: Page, collections: Collections, current: CurrentItem | null): number {
  const grid = pagedGridIn(page.sections);
  if (!grid) return 1;
  const source = current ? fillTokens(grid.source, { item: current.value }) : grid.source;
  return pageCount(listedItems(source, collections, current).length, grid.pageSize);
}

/** The addresses of a listing: its own, then those of its pages after the first ("/blog/page/2", ...). */
export function listingAddresses(
  path: string,
  page: Page,
  collections: Collections,
  current: CurrentItem | null,
): string[] {
  const count = listingPageCount(page, collections, current);
  return Array.from({ length: count }, (_, index) => pageAddress(path, index + 1));
}

/** A copy of `value` with `target` (an object somewhere in it) replaced. */
function replaced<T>(value: T, target: object, replacement: object): T {
  if (value === target) return replacement as T;
  if (Array.isArray(value)) return value.map((item) => replaced(item, target, replacement)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaced(item, target, replacement)]),
    ) as T;
  return value;
}

/**
 * Page `number` of the listing on a page whose sections are filled in: the sections with the paged grid's source
 * narrowed to the items of that page, by id in the grid's order (so the page carries and shows those items and no
 * others, src/core/content/resolve-page-data.ts), and where the page is in the listing. Sections without a paged grid
 * are returned as they are.
 */
export function listingPage(
  sections: Block[],
  collections: Collections,
  current: CurrentItem | null,
  path: string,
  number: number,
): { sections: Block[]; pagination?: Pagination } {
  const grid = pagedGridIn(sections);
  if (!grid) return { sections };
  const items = listedItems(grid.source, collections, current);
  const ids = itemsOnPage(items, grid.pageSize, number).map((item) => item.id);
  return {
    sections: replaced(sections, grid, { ...grid, source: { collection: grid.source.collection, ids } }),
    pagination: { number, count: pageCount(items.length, grid.pageSize), path },
  };
}

/** The title and description of page n of a listing, from the site's pagination labels ("{page.title}, page {page.number}"). */
export function listingPageText(
  labels: PaginationLabels,
  listing: { title: string; description: string },
  pagination: Pagination,
  scopes: Record<string, unknown>,
) {
  const page = { ...listing, number: pagination.number, count: pagination.count };
  return {
    title: fillTokens(labels.title, { ...scopes, page }),
    description: fillTokens(labels.description, { ...scopes, page }),
  };
}

/** The trail of page n of a listing: the listing's own, leading to its first page, then "Page n". */
export function listingPageTrail(
  trail: Crumb[],
  label: string,
  pagination: Pagination | undefined,
  scopes: Record<string, unknown>,
): Crumb[] {
  if (!pagination || pagination.number === 1 || !trail.length) return trail;
  const last = trail[trail.length - 1];
  return [
    ...trail.slice(0, -1),
    { ...last, href: pagination.path },
    { label: fillTokens(label, { ...scopes, page: { number: pagination.number, count: pagination.count } }) },
  ];
}
