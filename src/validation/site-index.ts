import { closestMatch } from "./did-you-mean.ts";
import type { ImagePlaceName } from "../images/image-places.ts";
import { detailFolder, matchPathPattern } from "../content/path-pattern.ts";

/** A route of the site as validation sees it: enough to check that links resolve. */
export interface IndexedRoute {
  /** "/about", or "/services/:serviceId" for a collection's detail pages. */
  path: string;
  collection?: string;
  /** Ids of the page's blocks, the targets of "#anchor" links. */
  anchors: Set<string>;
}

/** What the checks that one schema cannot see need to know about the rest of the site. */
export interface SiteIndex {
  routes: IndexedRoute[];
  collectionIds: Record<string, Set<string>>;
  /** False while some page cannot be read: links are then not checked, since any of them could lead to it. */
  complete: boolean;
  publicFileExists(src: string): boolean;
  /** Filled by the "markdown" keyword as it meets them: every Markdown text of the site, to be rendered once. */
  markdownTexts: Set<string>;
  /** Filled by the "imagePlace" keyword, in the order files are validated: every image of the site and where it goes. */
  imageUses: ImageUse[];
}

/** An image object of site data ({ "src", "alt", ... }) and the place its schema says it is shown in. */
export interface ImageUse {
  pointer: string;
  place: ImagePlaceName;
  image: unknown;
}

/** The ids of a page's blocks, nested ones included: the targets of "#anchor" links. */
function blockIds(page: unknown): Set<string> {
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

export function indexRoute(page: unknown): IndexedRoute | null {
  const { path, collection } = (page ?? {}) as { path?: unknown; collection?: unknown };
  if (typeof path !== "string" || path === "*") return null;
  return { path, collection: typeof collection === "string" ? collection : undefined, anchors: blockIds(page) };
}

export interface LinkProblem {
  message: string;
  hint?: string;
}

function findRoute(index: SiteIndex, pathname: string): IndexedRoute | LinkProblem {
  const exact = index.routes.find((route) => route.path === pathname);
  if (exact) return exact;
  for (const route of index.routes) {
    const id = matchPathPattern(route.path, pathname)?.id;
    if (id === undefined) continue;
    // A detail page without its collection is reported on its own; links to it are not blamed for that.
    if (!route.collection) return route;
    const ids = [...(index.collectionIds[route.collection] ?? [])];
    if (ids.includes(id)) return route;
    const guess = closestMatch(id, ids);
    return {
      message: `link to "${pathname}": there is no ${route.collection} item "${id}"`,
      hint: guess ? `Did you mean "${detailFolder(route.path)}/${guess}"?` : `Existing ${route.collection}: ${ids.join(", ")}.`,
    };
  }
  const paths = index.routes.flatMap((route) =>
    route.collection ? [...(index.collectionIds[route.collection] ?? [])].map((id) => `${detailFolder(route.path)}/${id}`) : [route.path],
  );
  const guess = closestMatch(pathname, paths);
  return {
    message: `link to "${pathname}": no page of the site has this address`,
    hint: guess ? `Did you mean "${guess}"?` : "Use the \"path\" of a page in site-data/pages/, or a full https:// address for another site.",
  };
}

/** Why an internal link does not resolve, or null when it does. Links with {tokens} are checked after filling in. */
export function checkInternalLink(index: SiteIndex, href: string, currentPage: unknown): LinkProblem | null {
  if (!index.complete || (!href.startsWith("/") && !href.startsWith("#"))) return null;
  if (href.includes("{")) return null;
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href);
  const pathname = match?.[1] || "";
  const anchor = match?.[3]?.slice(1);
  let anchors: Set<string>;
  if (pathname === "") {
    anchors = blockIds(currentPage);
  } else {
    const found = findRoute(index, pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
    if ("message" in found) return found;
    anchors = found.anchors;
  }
  if (anchor && !anchors.has(anchor)) {
    const guess = closestMatch(anchor, [...anchors]);
    return {
      message: `link to "${href}": the page has no section with the id "${anchor}"`,
      hint: guess ? `Did you mean "#${guess}"?` : anchors.size ? `Section ids on that page: ${[...anchors].join(", ")}.` : "Give the target block an \"id\" to link to it.",
    };
  }
  return null;
}
