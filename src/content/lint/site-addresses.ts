import type { Page } from "../../generated/site-data.ts";
import { fillTokens } from "../fill-tokens.ts";
import type { AnyItem } from "../item-source.ts";
import { detailFolder } from "../path-pattern.ts";
import type { CollectionName, SiteData } from "../types.ts";

/** One address of the site as visitors and search engines meet it, with what its placeholders stand for. */
export interface SiteAddress {
  pathname: string;
  page: Page;
  /** The page's file, "site-data/pages/<id>.json". */
  pageFile: string;
  /** On a detail page: its item as written, and the item's file. */
  item?: { collection: CollectionName; value: AnyItem; file: string };
  /** {company.*} and {year}, and on a detail page {item.*}. */
  scopes: Record<string, unknown>;
}

export const pageFileOf = (page: Page) => `site-data/pages/${page.id}.json`;
export const itemFileOf = (collection: string, id: string) => `site-data/collections/${collection}/${id}.json`;

/**
 * Every address that shows a page of its own, in the order of the page files and their items: not the page for
 * unknown addresses, not an address that only redirects (its content is a stopgap nobody reads).
 */
export function siteAddresses(siteData: SiteData, scopes: Record<string, unknown>): SiteAddress[] {
  return siteData.pages.flatMap((page): SiteAddress[] => {
    if (page.path === "*" || page.redirect) return [];
    const pageFile = pageFileOf(page);
    if (!page.collection) return [{ pathname: page.path, page, pageFile, scopes }];
    const collection = page.collection;
    return (siteData.collections[collection] as unknown as AnyItem[]).map((value) => ({
      pathname: `${detailFolder(page.path)}/${value.id}`,
      page,
      pageFile,
      item: { collection, value, file: itemFileOf(collection, value.id) },
      scopes: { ...scopes, item: fillTokens(value, scopes) },
    }));
  });
}
