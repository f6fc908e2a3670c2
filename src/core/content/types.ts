import type { CurrentItem } from "./item-source.ts";
import type { Pagination } from "./pagination.ts";
import { collectionNames, type SchemaCollections } from "../generated/collections.ts";
import type { Block, CollectionName, Page, Site } from "../generated/site-data.ts";
import type { DerivedFields } from "./derived-fields.ts";

export { collectionNames, type CollectionName };

/**
 * The collections of site data, keyed by folder name under site-data/collections/ (one per schema in
 * schemas/collections/, src/core/generated/collections.ts), each item with the fields worked out from it
 * (src/core/content/derived-fields.ts).
 */
export type Collections = { [C in CollectionName]: (SchemaCollections[C][number] & DerivedFields<C>)[] };

export type CollectionItem<C extends CollectionName> = Collections[C][number];

/** All site data, parsed and validated. */
export interface SiteData {
  site: Site;
  pages: Page[];
  collections: Collections;
  /** Every text the schemas mark as Markdown, as written (placeholders not filled in). */
  markdownTexts: Set<string>;
}

/** One step of a breadcrumb trail: a page above the current one, with its address, or the current page, without. */
export interface Crumb {
  label: string;
  href?: string;
}

/** The blog's feed, as the <head> of the blog's pages links it. */
export interface BlogFeedLink {
  href: string;
  title: string;
}

/** The collection items a page refers to, by collection and id. */
export type ReferencedItems = { [C in CollectionName]: Record<string, CollectionItem<C>> };

/** Everything needed to render one address: the page's blocks with text filled in, and the items they refer to. */
export interface PageData {
  /** 200 for a page, 404 for the not-found page or a detail page's not-found state. */
  status: 200 | 404;
  /** The address this data was made for, e.g. "/services/it-consultancy". */
  pathname: string;
  title: string;
  description: string;
  sections: Block[];
  /** The items the page's blocks show, by collection and id, each collection in file order. */
  items: ReferencedItems;
  /**
   * What the page's link lists count ("Fintech (3)"): by what is counted (src/core/content/item-counts.ts), how many items
   * name each item a list shows. The items counted are not carried.
   */
  itemCounts: Record<string, Record<string, number>>;
  /** On a detail page, its own item (every field, placeholders filled in). */
  item: CurrentItem | null;
  /** The HTML of every Markdown text the page shows, keyed by the text (rendered and sanitised at build time). */
  html: Record<string, string>;
  /** Home, the pages above this one and this one (src/core/content/breadcrumb.ts); empty for Home, not-found pages and redirects. */
  breadcrumb: Crumb[];
  /** On the blog's pages: its feed (src/core/content/blog-feed-link.ts). */
  feed?: BlogFeedLink;
  /** On a page with a grid split into pages ("pageSize"): which page of the listing this is (src/core/content/listing-pages.ts). */
  pagination?: Pagination;
  /** Where this address sends visitors on to (a permanent redirect), if it does. */
  redirect?: string;
  /** Where each collection's items have their own page: "/blog" for "/blog/:postId" (an item's page is "/blog/<id>"). */
  itemFolders: Partial<Record<CollectionName, string>>;
}

/** A post as the site shows it: with its read time (src/core/content/derived-fields.ts). */
export type PostWithReadTime = CollectionItem<"posts">;
