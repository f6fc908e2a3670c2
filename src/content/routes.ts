import type { Page } from "../generated/site-data.ts";
import type { CollectionName, SiteData } from "./types.ts";
import { detailFolder, matchPathPattern } from "./path-pattern.ts";

export type RouteMatch =
  | { kind: "page"; page: Page }
  | { kind: "item"; page: Page; collection: CollectionName; id: string }
  | { kind: "missing-item"; page: Page }
  | { kind: "not-found"; page: Page };

/** Which page answers an address, and with which item for a detail page. */
export function matchRoute(siteData: SiteData, pathname: string): RouteMatch {
  // A page's own address wins over a detail route that could also read it as an id ("/careers/open-application"
  // beside "/careers/:jobId").
  const byPrecedence = [...siteData.pages].sort((a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")));
  for (const page of byPrecedence) {
    const match = page.path === "*" ? null : matchPathPattern(page.path, pathname);
    if (!match) continue;
    if (!page.collection || match.id === undefined) return { kind: "page", page };
    const { id } = match;
    const found = siteData.collections[page.collection].some((item) => item.id === id);
    return found ? { kind: "item", page, collection: page.collection, id } : { kind: "missing-item", page };
  }
  const notFound = siteData.pages.find((page) => page.path === "*");
  if (!notFound) throw new Error('No page has the path "*"; validation should have reported this.');
  return { kind: "not-found", page: notFound };
}

/** Every address the site has: static pages, and one per item for detail pages. */
export function allPaths(siteData: SiteData): string[] {
  return siteData.pages.flatMap((page) => {
    if (page.path === "*") return [];
    if (!page.collection) return [page.path];
    return siteData.collections[page.collection].map((item) => `${detailFolder(page.path)}/${item.id}`);
  });
}

/**
 * Where each detail page's not-found state is published: the folder its items live in ("/services" for
 * "/services/:serviceId"). A static server answers an unknown "/services/x" with the nearest 404 page.
 */
export function notFoundFolders(siteData: SiteData): string[] {
  return siteData.pages.filter((page) => page.collection).map((page) => detailFolder(page.path));
}
