import type { Page } from "../generated/site-data.ts";
import { fillTokens } from "./fill-tokens.ts";
import { matchRoute } from "./routes.ts";
import type { CollectionName, Crumb, SiteData } from "./types.ts";
import type { AnyItem } from "./item-source.ts";

/** How a page names itself in a trail: its "breadcrumbLabel", else its title, with placeholders filled in. */
function labelOf(page: Page, scopes: Record<string, unknown>): string {
  return fillTokens(page.breadcrumbLabel ?? page.title, scopes);
}

/**
 * The breadcrumb trail of an address below Home: Home, then every address above it that has a page of its own, then
 * the page itself (without a link). An address above it without a page ("/careers/apply", "/blog/category") is left
 * out, so the trail never leads to a not-found page; so is one that only redirects.
 * `scopes` fill the placeholders of site-wide text ({company.*}, {year}); a detail page above adds its own item, as
 * `itemOf` gives it (with its placeholders filled in).
 */
export function breadcrumbTrail(
  siteData: SiteData,
  pathname: string,
  current: Page,
  currentScopes: Record<string, unknown>,
  scopes: Record<string, unknown>,
  itemOf: (collection: CollectionName, id: string) => AnyItem | undefined,
): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const above: Crumb[] = [];
  for (let depth = 1; depth < segments.length; depth++) {
    const href = `/${segments.slice(0, depth).join("/")}`;
    const match = matchRoute(siteData, href);
    if (match.kind === "page" && !match.page.redirect) above.push({ label: labelOf(match.page, scopes), href });
    if (match.kind === "item" && !match.page.redirect) {
      above.push({ label: labelOf(match.page, { ...scopes, item: itemOf(match.collection, match.id) }), href });
    }
  }
  return [
    { label: fillTokens(siteData.site.labels.home, scopes), href: "/" },
    ...above,
    { label: labelOf(current, currentScopes) },
  ];
}
