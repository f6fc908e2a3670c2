import type { Page } from "../../generated/site-data.ts";
import { fillTokens } from "../fill-tokens.ts";
import type { AnyItem } from "../item-source.ts";
import { detailFolder, itemAddress } from "../../page-paths/path-pattern.ts";
import type { CollectionName, SiteData } from "../types.ts";

/** One address of the site as visitors and search engines meet it. */
export interface SiteAddress {
  /** Names the address among the others (its page's file and its path). */
  key: string;
  pathname: string;
  page: Page;
  /** The page's file, "site-data/pages/<id>.json". */
  pageFile: string;
  /** On a detail page: its item as written, and the item's file. */
  item?: { collection: CollectionName; value: AnyItem; file: string };
}

export const pageFileOf = (page: Page) => `site-data/pages/${page.id}.json`;
export const itemFileOf = (collection: string, id: string) => `site-data/collections/${collection}/${id}.json`;

/** Each address made once per page and item as written: the same object while neither changes. */
const pageAddresses = new WeakMap<Page, SiteAddress>();
const itemAddresses = new WeakMap<Page, WeakMap<AnyItem, SiteAddress>>();

function addressOf(page: Page, pathname: string, item?: SiteAddress["item"]): SiteAddress {
  const pageFile = pageFileOf(page);
  return { key: `${pageFile} ${pathname}`, pathname, page, pageFile, item };
}

/**
 * Every address that shows a page of its own, in the order of the page files and their items: not the page for
 * unknown addresses, not an address that only redirects (its content is a stopgap nobody reads).
 */
export function siteAddresses(siteData: SiteData): SiteAddress[] {
  return siteData.pages.flatMap((page): SiteAddress[] => {
    if (page.path === "*" || page.redirect) return [];
    if (!page.collection) {
      if (!pageAddresses.has(page)) pageAddresses.set(page, addressOf(page, page.path));
      return [pageAddresses.get(page)!];
    }
    const collection = page.collection;
    const folder = detailFolder(page.path);
    const made = itemAddresses.get(page) ?? itemAddresses.set(page, new WeakMap()).get(page)!;
    return (siteData.collections[collection] as unknown as AnyItem[]).map((value) => {
      let address = made.get(value);
      if (!address) {
        address = addressOf(page, itemAddress(folder, value), {
          collection,
          value,
          file: itemFileOf(collection, value.id),
        });
        made.set(value, address);
      }
      return address;
    });
  });
}

/** What an address's placeholders stand for: {company.*} and {year} (`site`), and on a detail page {item.*}. */
export function addressScopes(address: SiteAddress, site: Record<string, unknown>): Record<string, unknown> {
  return address.item ? { ...site, item: fillTokens(address.item.value, site) } : site;
}
