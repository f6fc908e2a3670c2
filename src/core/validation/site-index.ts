import { closestMatch } from "./did-you-mean.ts";
import { problem, type Problem } from "./errors.ts";
import type { ImagePlaceName } from "../images/image-places.ts";
import type { ImageFile } from "../images/read-image-file.ts";
import { detailFolder, itemAddress, itemFitsMatch, matchPathPattern } from "../page-paths/path-pattern.ts";

/** A route of the site as validation sees it: enough to check that links resolve. */
export interface IndexedRoute {
  /** "/about", or "/services/:serviceId" for a collection's detail pages. */
  path: string;
  collection?: string;
  /** The page only sends visitors on ("redirect"). */
  redirects: boolean;
  /** The paths it had before ("formerPaths"): links to them still lead to it, through a permanent redirect. */
  formerPaths: string[];
}

type Json = Record<string, unknown>;

/**
 * What the checks of one file may know about the rest of the site. Each method reads one fact, and the site validator
 * (site-validator.ts) notes which file read which fact: when a fact changes, exactly the files that read it are checked
 * again. The names of the facts are the keys of `factKeys`.
 */
export interface SiteIndex {
  /** Every page's path and collection; false for `complete` while some page cannot be read. */
  routes(): { routes: readonly IndexedRoute[]; complete: boolean };
  /** The ids of a page's blocks, nested ones included: the targets of "#anchor" links to it. */
  anchors(path: string): ReadonlySet<string>;
  /** The ids of a collection's items (by file name, and by "id" where it differs). */
  ids(collection: string): ReadonlySet<string>;
  /** An item's values of the fields its address is made of ({ topic: "billing" } for an article), by its id; part of "ids". */
  addressFields(collection: string, id: string): Record<string, unknown> | undefined;
  /** A collection's earlier ids ("formerIds"), each with the id its item has now; part of "ids". */
  formerIds(collection: string): ReadonlyMap<string, string>;
  /** The names of the page files (site-data/pages/<name>.json). */
  pageNames(): ReadonlySet<string>;
  /** site.json's "company", when site.json is an object with one. */
  company(): Json | null;
  /** The items of a collection that passed their schema, in file order. */
  validItems(collection: string): readonly Json[];
  /** The image file at "/images/x.jpg" under public/, as its header tells; null when there is none. */
  publicImage(src: string): ImageFile | null;
}

/** The name under which each fact is noted as read. */
export const factKeys = {
  routes: "routes",
  anchors: (path: string) => `anchors:${path}`,
  ids: (collection: string) => `ids:${collection}`,
  pageNames: "pages",
  company: "company",
  validItems: (collection: string) => `items:${collection}`,
  publicImage: (src: string) => `public:${src}`,
} as const;

/** What the schema keywords collect from the file they check, for the checks that need a file's whole content. */
export interface FileCollector {
  /** Every Markdown text of the file ("markdown" keyword), before placeholders are filled in, by JSON pointer. */
  markdown: Map<string, string>;
  /** Every image object of the file and the place its schema says it is shown in ("imagePlace" keyword). */
  imageUses: ImageUse[];
}

/** An image object of site data ({ "src", "alt", ... }) and the place its schema says it is shown in. */
export interface ImageUse {
  pointer: string;
  place: ImagePlaceName;
  image: unknown;
}

/** The ids of a page's blocks, nested ones included: the targets of "#anchor" links. */
export function blockIds(page: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    const { id, type } = value as { id?: unknown; type?: unknown };
    if (typeof type === "string" && typeof id === "string") ids.add(id);
    for (const child of Object.values(value)) if (Array.isArray(child)) child.forEach(visit);
  };
  const sections = (page as { sections?: unknown })?.sections;
  if (Array.isArray(sections)) sections.forEach(visit);
  return ids;
}

/** A page's route, or null for the page of unknown addresses and a page without a path. */
export function indexRoute(page: unknown): IndexedRoute | null {
  const { path, collection, redirect, formerPaths } = (page ?? {}) as Record<string, unknown>;
  if (typeof path !== "string" || path === "*") return null;
  return {
    path,
    collection: typeof collection === "string" ? collection : undefined,
    redirects: redirect !== undefined,
    formerPaths: Array.isArray(formerPaths) ? formerPaths.filter((former) => typeof former === "string") : [],
  };
}

/** The ids an editor can link to, named when there are few (else the hint says where to find them). */
const existingIds = (ids: ReadonlySet<string>) => (ids.size <= 12 ? [...ids] : undefined);

/** The addresses of a route: its path, or its items' pages (read from the items when the path names their fields). */
function addressesOf(index: SiteIndex, route: IndexedRoute): string[] {
  if (!route.collection) return [route.path];
  const folder = detailFolder(route.path);
  if (!folder.includes(":")) return [...index.ids(route.collection)].map((id) => `${folder}/${id}`);
  return [...index.ids(route.collection)].flatMap((id) => {
    const values = index.addressFields(route.collection!, id);
    return values ? [itemAddress(folder, { ...values, id })] : [];
  });
}

/**
 * The route of a page or item whose address was `pathname` before it changed ("formerPaths", "formerIds"): a link to it
 * still works, through the permanent redirect the build writes (src/core/content/moved-addresses.ts). The editor's
 * "Change address" updates the links it may; those in files only an admin may change keep working meanwhile.
 */
function movedRoute(index: SiteIndex, routes: readonly IndexedRoute[], pathname: string): IndexedRoute | null {
  for (const route of routes) {
    if (!route.collection) {
      if (route.formerPaths.includes(pathname)) return route;
      continue;
    }
    for (const path of [route.path, ...route.formerPaths]) {
      const match = matchPathPattern(path, pathname);
      if (match?.id === undefined) continue;
      const ids = index.ids(route.collection);
      if (path !== route.path && ids.has(match.id)) return route;
      if (index.formerIds(route.collection).has(match.id)) return route;
    }
  }
  return null;
}

/** The route an address leads to (its path, to look up its anchors), or why it leads nowhere. */
function findRoute(
  index: SiteIndex,
  routes: readonly IndexedRoute[],
  pathname: string,
  inText: boolean,
): IndexedRoute | Problem {
  const exact = routes.find((route) => route.path === pathname);
  if (exact) return exact;
  const moved = movedRoute(index, routes, pathname);
  if (moved) return moved;
  for (const route of routes) {
    const match = matchPathPattern(route.path, pathname);
    if (match?.id === undefined) continue;
    const { id, fields } = match;
    // A detail page without its collection is reported on its own; links to it are not blamed for that.
    if (!route.collection) return route;
    const ids = index.ids(route.collection);
    if (ids.has(id) && !fields) return route;
    if (ids.has(id)) {
      // Under a folder named by the item's fields ("/support/knowledge-base/:topic"): the item must be in that one.
      const values = index.addressFields(route.collection, id);
      if (!values || itemFitsMatch(values, fields)) return route;
      const address = itemAddress(detailFolder(route.path), { ...values, id });
      return problem("link-to-item-elsewhere", { pathname, collection: route.collection, id, address, inText });
    }
    const guess = closestMatch(id, [...ids]);
    const guessed = guess && addressesOf(index, route).find((address) => address.endsWith(`/${guess}`));
    return problem("link-to-unknown-item", {
      pathname,
      collection: route.collection,
      id,
      guess: guessed || undefined,
      existing: existingIds(ids),
      inText,
    });
  }
  const paths = routes.flatMap((route) => addressesOf(index, route));
  return problem("link-to-unknown-page", { pathname, guess: closestMatch(pathname, paths), inText });
}

/**
 * Why an internal link does not resolve, or null when it does. Links with {tokens} are checked after filling in.
 * `inText`: the link is in Markdown text, and the message says so.
 */
export function checkInternalLink(
  index: SiteIndex,
  href: string,
  currentPage: unknown,
  inText = false,
): Problem | null {
  if (!href.startsWith("/") && !href.startsWith("#")) return null;
  if (href.includes("{")) return null;
  const { routes, complete } = index.routes();
  if (!complete) return null;
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href);
  const pathname = match?.[1] || "";
  const anchor = match?.[3]?.slice(1);
  let anchors: ReadonlySet<string>;
  if (pathname === "") {
    anchors = blockIds(currentPage);
  } else {
    const found = findRoute(index, routes, pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname, inText);
    if ("code" in found) return found;
    if (!anchor) return null;
    anchors = index.anchors(found.path);
  }
  if (anchor && !anchors.has(anchor)) {
    return problem("link-to-unknown-section", {
      href,
      anchor,
      guess: closestMatch(anchor, [...anchors]),
      anchors: [...anchors],
      inText,
    });
  }
  return null;
}
