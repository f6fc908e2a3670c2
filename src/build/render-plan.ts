import { createHash } from "node:crypto";
import type { Site } from "../generated/site-data.ts";
import type { ImageManifest, ShareImage } from "../images/responsive-image.ts";
import type { PageRecord } from "./build-state.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * What every page's HTML is made from besides its own data: the code (bundles, template, the page's head), the site
 * settings (the navigation and footer on every page) and the images as the build made them.
 */
export function sharedRenderKey(parts: { code: string; site: Site; images: ImageManifest; share: ShareImage }): string {
  return sha256(JSON.stringify([parts.code, parts.site, parts.images, parts.share]));
}

/**
 * The key of an address's HTML, from the shared key and its page data as JSON: an address whose key has not changed
 * has the same HTML as last time.
 */
export function pageKey(shared: string, pageJson: string): string {
  return sha256(`${shared}\0${pageJson}`);
}

/** An address of the site and the file its HTML goes to under dist/. */
export interface Address {
  pathname: string;
  file: string;
}

/** "/" -> "index.html", "/blog/x" -> "blog/x/index.html"; a not-found page ("/404", "/blog/404") -> "blog/404.html". */
export function addressFile(pathname: string, notFound = false): string {
  if (notFound) return `${pathname.slice(1)}.html`;
  return pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`;
}

export interface RenderPlan {
  /** Addresses whose HTML must be made: new ones, and those whose key changed. */
  render: string[];
  /** Addresses whose HTML in dist/ is still right. */
  unchanged: string[];
  /** Addresses the last build had and this one does not: their files go. */
  removed: string[];
}

/** Which addresses to render, from the last build's records (none in a full build) and each address's key now. */
export function renderPlan(previous: Record<string, PageRecord> | null, keys: Map<string, Address & { key: string }>): RenderPlan {
  const plan: RenderPlan = { render: [], unchanged: [], removed: [] };
  for (const [pathname, { key, file }] of keys) {
    const before = previous?.[pathname];
    if (before && before.key === key && before.file === file) plan.unchanged.push(pathname);
    else plan.render.push(pathname);
  }
  for (const pathname of Object.keys(previous ?? {})) if (!keys.has(pathname)) plan.removed.push(pathname);
  return plan;
}
