import { fillTokens } from "../fill-tokens.ts";
import { stringsIn } from "../../validation/tokens.ts";
import { detailFolder } from "../path-pattern.ts";
import type { Placed } from "./placed.ts";
import { internalTarget, itemsShownOn, linksOn, type LintContext } from "./shown-on-address.ts";
import type { SiteAddress } from "./site-addresses.ts";

/**
 * A page that no other page, the navigation or the footer links to: visitors cannot find it (the sitemap is for search
 * engines). A detail page counts as linked when any of its items' pages is. A list or grid of items links to their
 * pages, so its items count as linked from where it is shown. A page that says it is a deliberate landing page
 * ("landing": true) is left alone.
 */
export function orphanPages(addresses: SiteAddress[], context: LintContext): Placed[] {
  const { siteData } = context;
  const itemFolders = new Map<string, string>(siteData.pages.filter((page) => page.collection && !page.redirect).map((page) => [page.collection!, detailFolder(page.path)]));
  const linkedFrom = new Map<string, Set<string>>();
  const link = (target: string, from: string) => (linkedFrom.get(target) ?? linkedFrom.set(target, new Set()).get(target)!).add(from);

  const { navigation, footer } = fillTokens(siteData.site, context.scopes);
  for (const [pointer, href] of stringsIn({ navigation, footer })) {
    const target = pointer.endsWith("/href") ? internalTarget(href) : null;
    if (target) link(target.pathname, "the navigation or the footer");
  }
  for (const address of addresses) {
    for (const { href, pointer } of linksOn(address, context)) {
      // A grid's note for an empty tab is seen only while a tab has nothing in it: not a way visitors can count on.
      if (pointer.includes("/empty/")) continue;
      const target = internalTarget(href);
      if (target) link(target.pathname || address.pathname, address.pathname);
    }
    for (const { collection, item } of itemsShownOn(address, context)) {
      const folder = itemFolders.get(collection);
      if (folder !== undefined) link(`${folder}/${item.id}`, address.pathname);
    }
  }

  const found: Placed[] = [];
  for (const page of siteData.pages) {
    if (page.landing) continue;
    const own = addresses.filter((address) => address.page === page);
    const reached = own.some((address) => [...(linkedFrom.get(address.pathname) ?? [])].some((from) => from !== address.pathname));
    if (own.length && !reached) {
      found.push({
        file: own[0].pageFile,
        pointer: "/path",
        message: `no other page, the navigation or the footer links to ${page.collection ? `any page of "${page.path}"` : `"${page.path}"`}`,
        hint: 'Visitors can only reach it by typing its address (the sitemap is for search engines). Link to it from another page, the navigation or the footer, or add "landing": true if visitors arrive from outside the site on purpose (an advert, an e-mail).',
      });
    }
  }
  return found;
}
