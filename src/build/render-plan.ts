import { createHash } from "node:crypto";
import { allPaths, notFoundFolders } from "../content/routes.ts";
import type { SiteData } from "../content/types.ts";
import type { Site } from "../generated/site-data.ts";
import type { ImageManifest, ShareImage } from "../images/responsive-image.ts";
import type { PageRecord } from "./build-state.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The images of the manifest that a value names (by their "src"), at any depth. */
export function imagesIn(value: unknown, images: ImageManifest): ImageManifest {
  const found: ImageManifest = {};
  const walk = (node: unknown) => {
    if (typeof node === "string") {
      if (Object.hasOwn(images, node)) found[node] = images[node];
    } else if (node && typeof node === "object") for (const child of Object.values(node)) walk(child);
  };
  walk(value);
  return found;
}

/**
 * What every page's HTML is made from besides its own data: the code (bundles, template, the page's head), the site
 * settings (the navigation and footer on every page) with the images they name, and the share image.
 */
export function sharedRenderKey(parts: { code: string; site: Site; images: ImageManifest; share: ShareImage }): string {
  return sha256(JSON.stringify([parts.code, parts.site, imagesIn(parts.site, parts.images), parts.share]));
}

/**
 * The key of an address's HTML, from the shared key, its page data as JSON and the images it names as the build made
 * them (a new photo on one page renders that page again, not every page): an address whose key has not changed has
 * the same HTML as last time.
 */
export function pageKey(shared: string, pageJson: string, pageImages: ImageManifest): string {
  return sha256(`${shared}\0${pageJson}\0${JSON.stringify(pageImages)}`);
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

/** Every address the site renders: its pages, then the not-found pages (404.html, and one per detail route's folder). */
export function addressesOf(siteData: SiteData): (Address & { notFound: boolean })[] {
  return [
    ...allPaths(siteData).map((pathname) => ({ pathname, file: addressFile(pathname), notFound: false })),
    // Rendered at an address no item can have ("404" is not a valid id), served with status 404.
    ...["", ...notFoundFolders(siteData)].map((folder) => ({ pathname: `${folder}/404`, file: addressFile(`${folder}/404`, true), notFound: true })),
  ];
}

/**
 * Whether an address's HTML in dist/ is still right, from what the last build recorded of it (nothing in a full
 * build, or for a new address): the same key, into the same file. Otherwise the address is rendered.
 */
export function unchangedSince(previous: PageRecord | undefined, { key, file }: Address & { key: string }): boolean {
  return previous !== undefined && previous.key === key && previous.file === file;
}

/** The addresses the last build rendered that the site no longer has: their files go. */
export function goneSince(previous: Record<string, PageRecord>, addresses: ReadonlySet<string>): string[] {
  return Object.keys(previous).filter((pathname) => !addresses.has(pathname));
}
