import type { Block, ItemSource } from "../generated/site-data.ts";
import { fillTokens } from "./fill-tokens.ts";
import { siteScopes } from "../validation/tokens.ts";
import { selectItems, type AnyItem, type CurrentItem } from "./item-source.ts";
import { renderMarkdown } from "./markdown.ts";
import { breadcrumbTrail } from "./breadcrumb.ts";
import { blogFeedLink } from "./blog-feed-link.ts";
import { blocksIn, sourcesIn } from "./blocks-and-sources.ts";
import type { FieldReferences, ReferenceFields } from "./reference-fields.ts";
import { detailFolder } from "./path-pattern.ts";
import { matchedAddress, matchRoute } from "./routes.ts";
import { listingPage, listingPageText, listingPageTrail } from "./listing-pages.ts";
import { collectionNames, type CollectionName, type Collections, type PageData, type ReferencedItems, type SiteData } from "./types.ts";

/**
 * Fields a page's data leaves out: long ones a list of items does not show (only an item's own page carries them),
 * and who a form's e-mails go to (the form service's business, never the browser's).
 */
const leftOutOfLists: Partial<Record<CollectionName, string[]>> = { posts: ["body"], projects: ["challenge", "solution"], forms: ["mail"] };

interface Prepared {
  year: number;
  collections: Collections;
  /** Rendered Markdown by filled-in text; filled lazily, each text rendered once per build. */
  html: Map<string, string>;
}

const preparedCache = new WeakMap<SiteData, Prepared>();

/** The collections with {company.*} and {year} filled in every string, and the site's Markdown texts; once per build. */
function prepare(siteData: SiteData, year: number): Prepared {
  const cached = preparedCache.get(siteData);
  if (cached?.year === year) return cached;
  const scopes = siteScopes(siteData.site.company, year);
  const prepared: Prepared = {
    year,
    collections: fillTokens(siteData.collections, scopes),
    html: new Map(),
  };
  preparedCache.set(siteData, prepared);
  return prepared;
}

/** The collections with placeholders filled in, as pages show them. */
export function filledCollections(siteData: SiteData, year: number): Collections {
  return prepare(siteData, year).collections;
}

/** The content lint reads what lists show as this build does (src/content/lint/shown-on-address.ts). */
export { leftOutOfLists };

/** Every string in a value, at any depth. */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === "object") for (const child of Object.values(value)) yield* stringsIn(child);
}

function carriedItems(collections: Collections, sections: Block[], referenceFields: ReferenceFields, current: CurrentItem | null): ReferencedItems {
  const wanted = new Map<CollectionName, Set<string>>(collectionNames.map((name) => [name, new Set()]));
  const byId = (collection: CollectionName, id: string) => (collections[collection] as unknown as AnyItem[]).find((item) => item.id === id);
  /** Wants the item, and the items it refers to (a post's author and categories), once each. */
  const want = (collection: CollectionName, id: string) => {
    const ids = wanted.get(collection)!;
    if (ids.has(id)) return;
    ids.add(id);
    const item = byId(collection, id);
    if (!item) return;
    wantReferencesOf(item, referenceFields.items[collection] ?? {});
    // An item may name a collection too (a form's field prefilled from ?product=<id> needs the products' titles).
    for (const source of sourcesIn(item)) wantSelected(source);
  };
  const wantSelected = (source: ItemSource) => {
    const available = collections[source.collection] as unknown as AnyItem[];
    for (const selected of selectItems(source, available, current)) want(source.collection, selected.id);
  };
  const wantReferencesOf = (value: Record<string, unknown>, fields: FieldReferences) => {
    for (const [field, collection] of Object.entries(fields)) {
      const ids = value[field];
      for (const id of Array.isArray(ids) ? ids : typeof ids === "string" ? [ids] : []) want(collection, String(id));
    }
  };
  for (const section of sections) {
    // Blocks inside blocks (a sidebar layout's columns) refer to items too.
    for (const block of blocksIn(section)) wantReferencesOf(block, referenceFields.blocks[String(block.type)] ?? {});
    for (const source of sourcesIn(section)) wantSelected(source);
  }
  // The page's own item is carried whole (PageData.item); what it refers to comes along here.
  if (current) wantReferencesOf(current.value, referenceFields.items[current.collection as CollectionName] ?? {});
  // In file order, whatever order the blocks asked in: the browser selects from these as the build did.
  return Object.fromEntries(
    collectionNames.map((name) => {
      const omit = leftOutOfLists[name] ?? [];
      const ids = wanted.get(name)!;
      const items = (collections[name] as unknown as AnyItem[])
        .filter((item) => ids.has(item.id))
        .map((item) => [item.id, omit.length ? Object.fromEntries(Object.entries(item).filter(([key]) => !omit.includes(key))) : item]);
      return [name, Object.fromEntries(items)];
    }),
  ) as ReferencedItems;
}

/** Each collection's item pages, by the first page that shows its items (not one that only redirects). */
function itemFolders(siteData: SiteData): PageData["itemFolders"] {
  const folders: PageData["itemFolders"] = {};
  for (const page of siteData.pages) {
    if (page.collection && !page.redirect) folders[page.collection] ??= detailFolder(page.path);
  }
  return folders;
}

/** Everything one address renders: the matching page (or not-found state) with its text filled in and the items and HTML it shows. */
export function resolvePageData(siteData: SiteData, pathname: string, referenceFields: ReferenceFields, year: number): PageData {
  const prepared = prepare(siteData, year);
  const { collections } = prepared;
  const match = matchRoute(siteData, pathname);
  const siteWide = siteScopes(siteData.site.company, year);
  const scopes: Record<string, unknown> = { ...siteWide };
  let current: CurrentItem | null = null;
  if (match.kind === "item") {
    const value = (collections[match.collection] as unknown as AnyItem[]).find((item) => item.id === match.id)!;
    current = { collection: match.collection, value };
    scopes.item = value;
  }
  const source = match.kind === "missing-item" ? match.page.notFound! : match.page;
  const filled = fillTokens({ title: source.title, description: source.description, sections: source.sections }, scopes);
  const redirect = match.kind === "missing-item" || !match.page.redirect ? undefined : fillTokens(match.page.redirect, scopes);
  // A listing split into pages shows, and carries, the items of the page asked for (src/content/listing-pages.ts).
  const found = match.kind === "page" || match.kind === "item" ? match : null;
  const { sections, pagination } = found ? listingPage(filled.sections, collections, current, matchedAddress(found), found.listPage ?? 1) : { sections: filled.sections, pagination: undefined };
  const pageLabels = siteData.site.labels.pagination;
  const named = pagination && pagination.number > 1 ? listingPageText(pageLabels, filled, pagination, siteWide) : filled;
  const items = carriedItems(collections, sections, referenceFields, current);

  // The site's Markdown texts as this page fills them in (a page's own text may say {item.title}).
  const markdown = new Set([...siteData.markdownTexts].map((text) => fillTokens(text, scopes)));
  const html: Record<string, string> = {};
  for (const text of stringsIn([sections, items, current?.value])) {
    if (!markdown.has(text) || text in html) continue;
    let rendered = prepared.html.get(text);
    if (rendered === undefined) prepared.html.set(text, (rendered = renderMarkdown(text)));
    html[text] = rendered;
  }
  const status = match.kind === "page" || match.kind === "item" ? 200 : 404;
  const feed = status === 200 && !redirect ? blogFeedLink(siteData, pathname, siteWide) : undefined;
  return {
    status,
    pathname,
    title: named.title,
    description: named.description,
    sections,
    items,
    item: current,
    html,
    itemFolders: itemFolders(siteData),
    breadcrumb:
      status === 200 && !redirect && pathname !== "/"
        ? listingPageTrail(breadcrumbTrail({ ...siteData, collections }, pagination?.path ?? pathname, match.page, scopes, siteWide), pageLabels.page, pagination, siteWide)
        : [],
    ...(pagination ? { pagination } : {}),
    ...(feed ? { feed } : {}),
    ...(redirect ? { redirect } : {}),
  };
}
