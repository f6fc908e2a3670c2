import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { selectItems, type AnyItem } from "../../src/core/content/item-source.ts";
import { matchPathPattern } from "../../src/core/page-paths/path-pattern.ts";
import type { ItemSource, Page as SitePage, Service, Site, Testimonial } from "../../src/core/generated/site-data.ts";
import { fillTokens } from "../../src/core/content/fill-tokens.ts";
import { siteScopes } from "../../src/core/validation/tokens.ts";

/** The site data the build was made from: tests check that what visitors see is what editors wrote. */
/** The project (or the copy the tests run in): its site data, its build, its documents. */
export const root = resolve(import.meta.dirname, "../..");
const readJson = <T>(path: string): T => JSON.parse(readFileSync(resolve(root, path), "utf8")) as T;

export const site = readJson<Site>("site-data/site.json");
export const homePage = readJson<SitePage>("site-data/pages/home.json");
export const service = (id: string) => readJson<Service>(`site-data/collections/services/${id}.json`);
export const testimonials = readdirSync(resolve(root, "site-data/collections/testimonials")).map((file) =>
  readJson<Testimonial>(`site-data/collections/testimonials/${file}`),
);

export function homeSection<T extends SitePage["sections"][number]["type"]>(type: T) {
  const section = homePage.sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`home.json has no ${type} section`);
  return section as Extract<SitePage["sections"][number], { type: T }>;
}

export function sitemapPaths(): string[] {
  const xml = readFileSync(resolve(root, "dist/sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
}

/** A route sampledRoutes() picks. */
export interface SampledRoute {
  path: string;
  /** The second item of a detail page: what its template does was seen on the first, its own text was not. */
  again: boolean;
}

/**
 * The routes a check in a browser visits one by one (axe, scripts off, the first screen's images, hydration): every
 * page of its own; of each detail page's items, the first and the last; of each paged listing, its last page. The
 * items of one detail page share its blocks, and the pages of one listing its layout; what differs is their text,
 * which validation checks for every item (links, headings, images). So the browser's share of the suite grows with the
 * site's templates, not with its posts and articles, while the checks that cost one request (status, titles, JSON-LD)
 * still read every route.
 */
export function sampledRoutes(paths: string[] = sitemapPaths()): SampledRoute[] {
  const detailPatterns = readdirSync(resolve(root, "site-data/pages"))
    .map((file) => readJson<SitePage>(`site-data/pages/${file}`))
    .filter((page) => page.collection && !page.redirect)
    .map((page) => page.path);
  const detailPattern = (path: string) =>
    detailPatterns.find((candidate) => matchPathPattern(candidate, path)?.id !== undefined);
  const detailPages = new Map<string, string[]>();
  const lastListingPages = new Map<string, string>();
  const kept: SampledRoute[] = [];
  for (const path of paths) {
    const paged = /^(.*)\/page\/\d+$/.exec(path);
    if (paged) {
      // "/blog/category/{id}/page/2" and "/blog/category/{id}/page/3" are one listing's layout.
      const listing = paged[1] || "/";
      lastListingPages.set(detailPattern(listing) ?? listing, path);
      continue;
    }
    const pattern = detailPattern(path);
    if (pattern) detailPages.set(pattern, [...(detailPages.get(pattern) ?? []), path]);
    else kept.push({ path, again: false });
  }
  for (const items of detailPages.values())
    kept.push(...sampleOf(items).map((path, index) => ({ path, again: index > 0 })));
  return [...kept, ...[...lastListingPages.values()].map((path) => ({ path, again: false }))];
}

/**
 * The items whose pages a browser test opens one by one: the first and the last, as sampledRoutes() does for routes.
 * Each item's page is made by the same template, so the browser's share of the suite stays the same as a collection
 * grows; what costs one request (status, JSON-LD) is still checked for every item.
 */
export function sampleOf<T>(items: T[]): T[] {
  return items.length <= 2 ? [...items] : [items[0], items.at(-1)!];
}

/** Site-data text as visitors read it, with {company.*} and {year} filled in. */
export function shown(text: string): string {
  return fillTokens(text, siteScopes(site.company, new Date().getFullYear()));
}

/** A page file of site-data/pages/ by its id. */
export const sitePage = (id: string) => readJson<SitePage>(`site-data/pages/${id}.json`);

/** A section of a page by its id. */
export function pageSection<T extends SitePage["sections"][number]["type"]>(pageId: string, type: T, id?: string) {
  const found = sitePage(pageId).sections.find(
    (section) => section.type === type && (id === undefined || section.id === id),
  );
  if (!found) throw new Error(`${pageId}.json has no ${type}${id ? ` #${id}` : ""} section`);
  return found as Extract<SitePage["sections"][number], { type: T }>;
}

/** Every item of a collection, in file order (as the build reads them). */
export function collection<T = Record<string, unknown>>(name: string): T[] {
  return readdirSync(resolve(root, `site-data/collections/${name}`))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => readJson<T>(`site-data/collections/${name}/${file}`));
}

/** The redirects the prerender wrote for the server. */
export const redirects = () => readJson<Record<string, string>>("dist/_redirects.json");

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The accessible name of a link such as "Read More" whose hidden context names its target: "Read More: <title>". */
export const labelledFor = (label: string, context: string) =>
  new RegExp(`^${escapeRegExp(label)}\\s*:\\s*${escapeRegExp(context)}$`);

/** How many pages a listing of `count` items fills at `pageSize` a page (at least one: an empty listing shows its note). */
export const listingPages = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/** The address of page `number` of the listing at `path`: its own for the first, "<path>/page/<number>" after. */
export const listingPageAddress = (path: string, number: number) => (number === 1 ? path : `${path}/page/${number}`);

/** The items a block's source selects from a collection, in its order (its sort, else the files'), as the site shows them. */
export function selectedItems<T>(source: ItemSource, name: string): T[] {
  return selectItems(source, collection<AnyItem>(name), null) as unknown as T[];
}

/** Every page file of site-data/pages/, in file order. */
export const sitePages = () =>
  readdirSync(resolve(root, "site-data/pages"))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => readJson<SitePage>(`site-data/pages/${file}`));

/** An address of a page as visitors open it: a detail page's first in the sitemap (its first item's). */
export function addressOf(page: SitePage): string {
  if (!page.collection) return page.path;
  const found = sitemapPaths().find((path) => matchPathPattern(page.path, path)?.id !== undefined);
  if (!found) throw new Error(`the sitemap has no page of ${page.path}`);
  return found;
}

/** The blocks of a page, those inside other blocks (a sidebar's, a layout's) included. */
export function blocksOf(page: SitePage): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.type === "string") found.push(record);
      Object.values(record).forEach(walk);
    }
  };
  walk(page.sections);
  return found;
}

/** The addresses that show a form of the forms collection, by the form's id (pages that redirect left out). */
export function formPages(formId: string): string[] {
  return sitePages()
    .filter((page) => !page.redirect && blocksOf(page).some((block) => block.type === "form" && block.form === formId))
    .map(addressOf);
}
