import { createHash } from "node:crypto";
import { allPaths, notFoundFolders } from "../core/content/routes.ts";
import { itemStrings, stringsIn } from "../core/content/strings-in.ts";
import type { PageData, SiteData } from "../core/content/types.ts";
import type { Site } from "../core/generated/site-data.ts";
import type { ImageManifest, ShareImage } from "../core/images/responsive-image.ts";
import type { PageRecord } from "./build-state.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The images of the manifest that these strings name (by their "src"). */
function imagesNamed(strings: Iterable<string>, images: ImageManifest, found: ImageManifest = {}): ImageManifest {
  for (const text of strings) if (Object.hasOwn(images, text)) found[text] = images[text];
  return found;
}

/**
 * What every page's HTML is made from besides its own data: the code (bundles, template, the page's head), the site
 * settings (the navigation and footer on every page) with the images they name, and the share image. Not the settings
 * of who may edit and publish what (`editing`), which no page shows: an admin who changes them rebuilds no page.
 */
export function sharedRenderKey(parts: { code: string; site: Site; images: ImageManifest; share: ShareImage }): string {
  const { editing: _editing, ...shown } = parts.site;
  return sha256(JSON.stringify([parts.code, shown, imagesNamed(stringsIn(shown), parts.images), parts.share]));
}

const itemImages = new WeakMap<object, { images: ImageManifest; named: string[] }>();

/** The images an item names, once per item object and manifest. */
function imagesOfItem(item: object, images: ImageManifest): string[] {
  let cached = itemImages.get(item);
  if (cached?.images !== images) {
    cached = { images, named: itemStrings(item).filter((text) => Object.hasOwn(images, text)) };
    itemImages.set(item, cached);
  }
  return cached.named;
}

const itemHashes = new WeakMap<object, string>();

/** A carried item's content as a hash, once per item object: the pages of a listing carry the same items. */
function itemHash(item: object): string {
  let hash = itemHashes.get(item);
  if (!hash) {
    hash = sha256(JSON.stringify(item));
    itemHashes.set(item, hash);
  }
  return hash;
}

/**
 * The key of an address's HTML: a hash of the shared key, its page data (each carried item by the hash of its
 * content) and the images it names as the build made them (a new photo on one page renders that page again, not
 * every page). An address whose key has not changed has the same HTML as last time. `weight` says how much the page
 * holds, so that heavy pages are rendered first.
 */
export function addressKey(shared: string, page: PageData, images: ImageManifest): { key: string; weight: number } {
  const items = Object.fromEntries(
    Object.entries(page.items).map(([collection, byId]) => [
      collection,
      Object.fromEntries(Object.entries(byId).map(([id, item]) => [id, itemHash(item)])),
    ]),
  );
  const json = JSON.stringify({ ...page, items });
  const named = imagesNamed(stringsIn({ ...page, items: null }), images);
  for (const byId of Object.values(page.items))
    for (const item of Object.values(byId)) imagesNamed(imagesOfItem(item, images), images, named);
  return { key: sha256(`${shared}\0${json}\0${JSON.stringify(named)}`), weight: json.length };
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
    ...["", ...notFoundFolders(siteData)].map((folder) => ({
      pathname: `${folder}/404`,
      file: addressFile(`${folder}/404`, true),
      notFound: true,
    })),
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
