import type { Site } from "../../generated/site-data.ts";
import { fillTokens } from "../fill-tokens.ts";
import type { AnyItem } from "../item-source.ts";
import { stringsIn } from "../../validation/tokens.ts";
import { detailFolder, itemAddress } from "../../page-paths/path-pattern.ts";
import type { SiteData } from "../types.ts";
import type { AddressFacts } from "./address-facts.ts";
import { internalTarget } from "./internal-target.ts";
import { placed, type Placed } from "./placed.ts";
import { pageFileOf } from "./site-addresses.ts";

const add = (counts: Map<string, number>, key: string, by: number) => {
  const count = (counts.get(key) ?? 0) + by;
  if (count) counts.set(key, count);
  else counts.delete(key);
};

/**
 * What every address links to and shows, counted as addresses' facts come and go (the lint keeps it current instead of
 * going through every address at every change).
 */
export class SiteReach {
  /** How many addresses link to each address, not counting its own links to itself. */
  private readonly links = new Map<string, number>();
  /** How many addresses show each item ("posts/<id>") in a list or grid, not counting the item's own page. */
  private readonly shown = new Map<string, number>();

  count(facts: AddressFacts, by: 1 | -1): void {
    for (const target of facts.linksTo) add(this.links, target, by);
    for (const { collection, id } of facts.shown) add(this.shown, `${collection}/${id}`, by);
  }

  isLinked = (pathname: string) => this.links.has(pathname);
  isShown = (collection: string, id: string) => this.shown.has(`${collection}/${id}`);
}

/**
 * A page that no other page, the navigation or the footer links to: visitors cannot find it (the sitemap is for search
 * engines). A detail page counts as linked when any of its items' pages is. A list or grid of items links to their
 * pages, so its items count as linked from where it is shown. A page that says it is a deliberate landing page
 * ("landing": true) is left alone.
 */
export function orphanPages(reach: SiteReach, siteData: SiteData, scopes: Record<string, unknown>): Placed[] {
  // Where a list's items link to: the first page of their collection that is not a redirect.
  const itemFolders = new Map<string, string>(
    siteData.pages
      .filter((page) => page.collection && !page.redirect)
      .map((page) => [page.collection!, detailFolder(page.path)]),
  );
  const fromNavigation = new Set<string>();
  const { navigation, footer } = fillTokens(
    { navigation: siteData.site.navigation, footer: siteData.site.footer } as Pick<Site, "navigation" | "footer">,
    scopes,
  );
  for (const [pointer, href] of stringsIn({ navigation, footer })) {
    const target = pointer.endsWith("/href") ? internalTarget(href) : null;
    if (target) fromNavigation.add(target.pathname);
  }
  const reached = (pathname: string) => fromNavigation.has(pathname) || reach.isLinked(pathname);

  const found: Placed[] = [];
  for (const page of siteData.pages) {
    if (page.landing || page.path === "*" || page.redirect) continue;
    let linked: boolean;
    if (!page.collection) linked = reached(page.path);
    else {
      const folder = detailFolder(page.path);
      const listed = itemFolders.get(page.collection) === folder;
      const items = siteData.collections[page.collection] as unknown as AnyItem[];
      // A detail page without items has no address to reach.
      if (!items.length) continue;
      linked = items.some(
        (item) => reached(itemAddress(folder, item)) || (listed && reach.isShown(page.collection!, item.id)),
      );
    }
    if (linked) continue;
    found.push(placed(pageFileOf(page), "/path", "orphan-page", { path: page.path, detail: Boolean(page.collection) }));
  }
  return found;
}
