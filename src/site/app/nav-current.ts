import type { NavMenu } from "../../core/generated/site-data.ts";

/** What `aria-current` says of a navigation entry: the page itself, or the section the page is in. */
export type NavCurrent = "page" | "true" | undefined;

/**
 * Whether the page at `pathname` is the link's own page ("page") or a page under it ("true": /products/swiftfin is in
 * the section of /products), so the navigation marks the section a visitor is in on its detail pages too. Home is
 * only its own page: every address is under "/".
 */
export function linkCurrent(href: string, pathname: string): NavCurrent {
  if (href === pathname) return "page";
  if (href !== "/" && pathname.startsWith(`${href}/`)) return "true";
  return undefined;
}

/** The folder every link of a menu is in ("/services" for "/services/<id>"), if they share one below Home. */
export function menuSection(menu: NavMenu): string | undefined {
  const parents = new Set(menu.links.map((link) => link.href.replace(/\/[^/]+\/?$/, "") || "/"));
  const [parent] = parents;
  return parents.size === 1 && parent !== "/" && parent.startsWith("/") ? parent : undefined;
}

/**
 * Whether a menu holds the section of the page at `pathname`: one of its links' pages or a page under one, or the
 * section its links share, its own page (/services) included. A menu is never the page itself, so "true".
 */
export function menuCurrent(menu: NavMenu, pathname: string): NavCurrent {
  const section = menuSection(menu);
  const inMenu =
    menu.links.some((link) => linkCurrent(link.href, pathname)) ||
    (section !== undefined && linkCurrent(section, pathname) !== undefined);
  return inMenu ? "true" : undefined;
}
