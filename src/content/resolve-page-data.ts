import { fillTokens } from "./fill-tokens.ts";
import type { AnyItem, CurrentItem } from "./item-source.ts";
import { breadcrumbTrail } from "./breadcrumb.ts";
import { blogFeedLink } from "./blog-feed-link.ts";
import { carriedItems } from "./carried-items.ts";
import { filledCollectionsView, filledItem, itemIndex, siteScopesOf } from "./filled-items.ts";
import { itemCountsOnPage } from "./item-counts.ts";
import { markdownOnPage } from "./markdown-on-page.ts";
import type { ReferenceFields } from "./reference-fields.ts";
import { detailFolder } from "./path-pattern.ts";
import { matchedAddress, matchRoute } from "./routes.ts";
import { listingPage, listingPageText, listingPageTrail } from "./listing-pages.ts";
import type { CollectionName, PageData, SiteData } from "./types.ts";

/** The blog's feed lists every post with its placeholders filled in (src/content/blog-feed.ts). */
export { filledCollections } from "./filled-items.ts";

/** The content lint reads what lists show as this build does (src/content/lint/shown-on-address.ts). */
export { leftOutOfLists } from "./carried-items.ts";

/** Every string in a value, at any depth. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === "object") for (const child of Object.values(value)) yield* stringsIn(child);
}

/** Each collection's item pages, by the first page that shows its items (not one that only redirects). */
function itemFolders(siteData: SiteData): PageData["itemFolders"] {
  const folders: PageData["itemFolders"] = {};
  for (const page of siteData.pages) {
    if (page.collection && !page.redirect) folders[page.collection] ??= detailFolder(page.path);
  }
  return folders;
}

/**
 * Everything one address renders: the matching page (or not-found state) with its text filled in and the items and HTML it shows.
 * It costs what the page holds, not what the site holds: items are filled in once each (src/content/filled-items.ts),
 * and only those the page shows are looked at.
 */
export function resolvePageData(siteData: SiteData, pathname: string, referenceFields: ReferenceFields, year: number): PageData {
  const siteWide = siteScopesOf(siteData, year);
  const itemOf = (collection: CollectionName, id: string): AnyItem | undefined => {
    const found = itemIndex(siteData.collections[collection] as unknown as AnyItem[]).get(id);
    return found && filledItem(found.item, siteWide);
  };
  const match = matchRoute(siteData, pathname);
  const scopes: Record<string, unknown> = { ...siteWide.values };
  let current: CurrentItem | null = null;
  if (match.kind === "item") {
    const value = itemOf(match.collection, match.id)!;
    current = { collection: match.collection, value };
    scopes.item = value;
  }
  const source = match.kind === "missing-item" ? match.page.notFound! : match.page;
  const filled = fillTokens({ title: source.title, description: source.description, sections: source.sections }, scopes);
  const redirect = match.kind === "missing-item" || !match.page.redirect ? undefined : fillTokens(match.page.redirect, scopes);
  // A listing split into pages shows, and carries, the items of the page asked for (src/content/listing-pages.ts).
  const found = match.kind === "page" || match.kind === "item" ? match : null;
  const { sections, pagination } = found
    ? listingPage(filled.sections, filledCollectionsView(siteData, siteWide), current, matchedAddress(found), found.listPage ?? 1)
    : { sections: filled.sections, pagination: undefined };
  const pageLabels = siteData.site.labels.pagination;
  const named = pagination && pagination.number > 1 ? listingPageText(pageLabels, filled, pagination, siteWide.values) : filled;
  const items = carriedItems(siteData, siteWide, sections, referenceFields, current);
  const html = markdownOnPage(siteData, siteWide, scopes, stringsIn([sections, items, current?.value]));
  const status = match.kind === "page" || match.kind === "item" ? 200 : 404;
  const feed = status === 200 && !redirect ? blogFeedLink(siteData, pathname, siteWide.values) : undefined;
  return {
    status,
    pathname,
    title: named.title,
    description: named.description,
    sections,
    items,
    itemCounts: itemCountsOnPage(siteData, siteWide, sections, items, current),
    item: current,
    html,
    itemFolders: itemFolders(siteData),
    breadcrumb:
      status === 200 && !redirect && pathname !== "/"
        ? listingPageTrail(breadcrumbTrail(siteData, pagination?.path ?? pathname, match.page, scopes, siteWide.values, itemOf), pageLabels.page, pagination, siteWide.values)
        : [],
    ...(pagination ? { pagination } : {}),
    ...(feed ? { feed } : {}),
    ...(redirect ? { redirect } : {}),
  };
}
