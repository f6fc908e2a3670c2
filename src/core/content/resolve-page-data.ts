import { fillTokens } from "./fill-tokens.ts";
import type { AnyItem, CurrentItem } from "./item-source.ts";
import { breadcrumbTrail } from "./breadcrumb.ts";
import { blogFeedLink } from "./blog-feed-link.ts";
import { carriedItems } from "./carried-items.ts";
import { filledCollectionsView, filledItem, itemIndex, siteScopesOf } from "./filled-items.ts";
import { itemCountsOnPage } from "./item-counts.ts";
import { markdownOnPage } from "./markdown-on-page.ts";
import { itemStrings, stringsIn } from "./strings-in.ts";
import type { ReferenceFields } from "./reference-fields.ts";
import { detailFolder } from "../page-paths/path-pattern.ts";
import { matchedAddress, matchRoute } from "./routes.ts";
import { listingPage, listingPageText, listingPageTrail } from "./listing-pages.ts";
import type { CollectionName, PageData, SiteData } from "./types.ts";

/** The blog's feed lists every post with its placeholders filled in (src/core/content/blog-feed.ts). */
export { filledCollections } from "./filled-items.ts";

/** Every string a page shows, in order: its sections', then each item's (read once per item), then its own item's. */
function* shownStrings(sections: unknown, items: PageData["items"], current: CurrentItem | null): Generator<string> {
  yield* stringsIn(sections);
  for (const byId of Object.values(items)) for (const item of Object.values(byId)) yield* itemStrings(item);
  if (current) yield* itemStrings(current.value);
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
 * It costs what the page holds, not what the site holds: items are filled in once each (src/core/content/filled-items.ts),
 * and only those the page shows are looked at.
 */
export function resolvePageData(
  siteData: SiteData,
  pathname: string,
  referenceFields: ReferenceFields,
  year: number,
): PageData {
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
  const filled = fillTokens(
    { title: source.title, description: source.description, sections: source.sections },
    scopes,
  );
  const redirect =
    match.kind === "missing-item" || !match.page.redirect ? undefined : fillTokens(match.page.redirect, scopes);
  // A listing split into pages shows, and carries, the items of the page asked for (src/core/content/listing-pages.ts).
  const found = match.kind === "page" || match.kind === "item" ? match : null;
  const { sections, pagination } = found
    ? listingPage(
        filled.sections,
        filledCollectionsView(siteData, siteWide),
        current,
        matchedAddress(found),
        found.listPage ?? 1,
      )
    : { sections: filled.sections, pagination: undefined };
  const pageLabels = siteData.site.labels.pagination;
  const named =
    pagination && pagination.number > 1 ? listingPageText(pageLabels, filled, pagination, siteWide.values) : filled;
  const items = carriedItems(siteData, siteWide, sections, referenceFields, current);
  const html = markdownOnPage(siteData, siteWide, scopes, shownStrings(sections, items, current));
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
        ? listingPageTrail(
            breadcrumbTrail(siteData, pagination?.path ?? pathname, match.page, scopes, siteWide.values, itemOf),
            pageLabels.page,
            pagination,
            siteWide.values,
          )
        : [],
    ...(pagination ? { pagination } : {}),
    ...(feed ? { feed } : {}),
    ...(redirect ? { redirect } : {}),
  };
}
