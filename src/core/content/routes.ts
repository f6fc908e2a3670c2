import type { Page } from "../generated/site-data.ts";
import type { AnyItem, CurrentItem } from "./item-source.ts";
import type { CollectionName, SiteData } from "./types.ts";
import { detailFolder, itemAddress, itemFitsMatch, itemFolder, matchPathPattern } from "../page-paths/path-pattern.ts";
import { listingAddresses, listingPageCount } from "./listing-pages.ts";
import { parsePageAddress } from "./pagination.ts";

/** `listPage`: on the address of page 2 or after of the page's listing ("/blog/page/2"), its number. */
export type RouteMatch =
  | { kind: "page"; page: Page; listPage?: number }
  | {
      kind: "item";
      page: Page;
      collection: CollectionName;
      id: string;
      fields?: Record<string, string>;
      listPage?: number;
    }
  | { kind: "missing-item"; page: Page }
  | { kind: "not-found"; page: Page };

const itemOf = (siteData: SiteData, collection: CollectionName, id: string) =>
  (siteData.collections[collection] as unknown as AnyItem[]).find((item) => item.id === id);

/**
 * The page of a listing that `pathname` names ("/blog/page/2", "/blog/category/fintech/page/3"), when the listing has
 * it: page 2 up to its last. Page 1 is the listing's own address, so ".../page/1" is no address, nor is a number
 * past the last, 0, or anything but a number.
 */
function matchListPage(siteData: SiteData, pathname: string): RouteMatch | null {
  const paged = parsePageAddress(pathname);
  if (!paged || !(paged.number >= 2)) return null;
  const listing = matchRoute(siteData, paged.path);
  if ((listing.kind !== "page" && listing.kind !== "item") || listing.listPage) return null;
  const current: CurrentItem | null =
    listing.kind === "item"
      ? { collection: listing.collection, value: itemOf(siteData, listing.collection, listing.id)! }
      : null;
  return paged.number <= listingPageCount(listing.page, siteData.collections, current)
    ? { ...listing, listPage: paged.number }
    : null;
}

/** Which page answers an address, and with which item for a detail page. */
export function matchRoute(siteData: SiteData, pathname: string): RouteMatch {
  // A page's own address wins over a detail route that could also read it as an id ("/careers/open-application"
  // beside "/careers/:jobId").
  const byPrecedence = [...siteData.pages].sort((a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")));
  for (const page of byPrecedence) {
    const match = page.path === "*" ? null : matchPathPattern(page.path, pathname);
    if (!match) continue;
    if (!page.collection || match.id === undefined) return { kind: "page", page };
    const { id, fields } = match;
    const found = (siteData.collections[page.collection] as unknown as AnyItem[]).some(
      (item) => item.id === id && itemFitsMatch(item, fields),
    );
    return found
      ? { kind: "item", page, collection: page.collection, id, ...(fields && { fields }) }
      : { kind: "missing-item", page };
  }
  const listPage = matchListPage(siteData, pathname);
  if (listPage) return listPage;
  const notFound = siteData.pages.find((page) => page.path === "*");
  if (!notFound) throw new Error('No page has the path "*"; validation should have reported this.');
  return { kind: "not-found", page: notFound };
}

/** Every address the site has: static pages, one per item for detail pages, and the pages after the first of their listings. */
export function allPaths(siteData: SiteData): string[] {
  const { collections } = siteData;
  return siteData.pages.flatMap((page) => {
    if (page.path === "*") return [];
    if (!page.collection) return page.redirect ? [page.path] : listingAddresses(page.path, page, collections, null);
    const collection = page.collection;
    return (collections[collection] as unknown as AnyItem[]).flatMap((value) => {
      const path = itemAddress(detailFolder(page.path), value);
      return page.redirect ? [path] : listingAddresses(path, page, collections, { collection, value });
    });
  });
}

/**
 * Where each detail page's not-found state is published: the folder its items live in ("/services" for
 * "/services/:serviceId"; each topic's folder for "/support/knowledge-base/:topic/:articleId"). A static server
 * answers an unknown "/services/x" with the nearest 404 page.
 */
export function notFoundFolders(siteData: SiteData): string[] {
  return siteData.pages.flatMap((page) => {
    if (!page.collection) return [];
    const folder = detailFolder(page.path);
    if (!folder.includes(":")) return [folder];
    return [
      ...new Set(
        (siteData.collections[page.collection] as unknown as AnyItem[]).map((item) => itemFolder(folder, item)),
      ),
    ];
  });
}

/** The address a page or item match is the page of, without a listing's "/page/<n>": "/blog", "/blog/category/fintech". */
export function matchedAddress(match: Extract<RouteMatch, { kind: "page" | "item" }>): string {
  return match.kind === "item"
    ? `${itemFolder(detailFolder(match.page.path), match.fields ?? {})}/${match.id}`
    : match.page.path;
}
