/**
 * Page arithmetic of a listing split into pages (a collectionGrid with "pageSize"): page 1 is the listing's own
 * address, page n its address followed by "/page/<n>" ("/blog/page/2", "/blog/category/fintech/page/3").
 */

/** Where a listing's page is: which listing, which page of it, of how many. */
export interface Pagination {
  /** This page's number, from 1. */
  number: number;
  /** How many pages the listing fills (at least 1: an empty listing is one page with its note). */
  count: number;
  /** The address of the listing's first page, "/blog"; page n is at pageAddress(path, n). */
  path: string;
}

/** One place in the row of page links: a page's number, or a gap standing for the pages left out ("…"). */
export type PageLinkSlot = number | "gap";

/** How many pages `itemCount` items fill at `pageSize` a page: at least one. */
export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** The items page `number` shows: the next `pageSize` after those of the pages before it, in the listing's order. */
export function itemsOnPage<T>(items: T[], pageSize: number, number: number): T[] {
  return items.slice((number - 1) * pageSize, number * pageSize);
}

/** The address of page `number` of the listing at `path`. */
export function pageAddress(path: string, number: number): string {
  return number === 1 ? path : `${path === "/" ? "" : path}/page/${number}`;
}

/**
 * The listing and page number an address names, when it ends in "/page/<something>": the number is NaN unless it
 * is written as one (digits, no leading zero), so "/blog/page/x" and "/blog/page/02" are addresses of nothing.
 * Whether the listing has that page is the caller's to decide (src/core/content/routes.ts).
 */
export function parsePageAddress(pathname: string): { path: string; number: number } | null {
  const match = /^(.*)\/page\/([^/]+)\/*$/.exec(pathname);
  if (!match) return null;
  return { path: match[1] || "/", number: /^[1-9]\d*$/.test(match[2]) ? Number(match[2]) : Number.NaN };
}

/** At most this many slots are shown: the first and last pages, the current one and one either side, and two gaps. */
const shownSlots = 7;

/**
 * The page links shown for page `current` of `count`: every page when they fit in seven slots; else the first, the
 * last, the current one with its neighbours, and a gap where pages are left out. The row keeps seven slots wherever
 * the visitor is (near an end, the pages next to that end fill the slots of the missing gap), so it does not change
 * width from page to page.
 */
export function pageLinkSlots(current: number, count: number): PageLinkSlot[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (count <= shownSlots) return range(1, count);
  // Slots beside the first and last page: the current page, a neighbour either side, and one gap.
  const nearStart = shownSlots - 2;
  if (current <= nearStart - 1) return [...range(1, nearStart), "gap", count];
  if (current >= count - nearStart + 2) return [1, "gap", ...range(count - nearStart + 1, count)];
  return [1, "gap", current - 1, current, current + 1, "gap", count];
}
