import type { Block, Page, Site } from "../generated/site-data.ts";
import { siteDataOf, type SiteCheck } from "./load-site-data.ts";
import type { ReferenceFields } from "./reference-fields.ts";
import { resolvePageData } from "./resolve-page-data.ts";
import { allPaths } from "./routes.ts";
import { detailFolder, itemAddress, type AddressedItem } from "../page-paths/path-pattern.ts";
import type { PageData, SiteData } from "./types.ts";
import { fileRole } from "../validation/file-roles.ts";
import { logServerError, saidBy, ServerError } from "../errors/server-errors.ts";

/** What the preview renders for the file being edited: the page data of one address and the site settings. */
export interface PagePreview {
  pathname: string;
  page: PageData;
  site: Site;
}

/** An address no page has, to show the page for unknown addresses. */
const unknownAddress = "/this-address-does-not-exist";

type ItemRole = { collection: string; name: string };

/**
 * Where an item without a page of its own (an author, an FAQ) may be shown, the likeliest first: the page of an item
 * that refers to it (a post by the author), found in the data without rendering anything, then the pages with an
 * address of their own. Never the pages of every item of the site: a blog of a thousand posts is not searched.
 */
function candidateAddresses(siteData: SiteData, role: ItemRole, referenceFields: ReferenceFields): string[] {
  const collections = siteData.collections as unknown as Record<string, Record<string, unknown>[]>;
  const referring = Object.entries(referenceFields.items).flatMap(([collection, fields]) => {
    const detail = siteData.pages.find((page) => page.collection === collection && !page.redirect);
    const names = Object.entries(fields ?? {}).flatMap(([field, target]) =>
      target === role.collection ? [field] : [],
    );
    const refers = (item: Record<string, unknown>) =>
      names.some(
        (field) => item[field] === role.name || (Array.isArray(item[field]) && item[field].includes(role.name)),
      );
    const item = detail && names.length ? collections[collection]?.find(refers) : undefined;
    return item && detail ? [itemAddress(detailFolder(detail.path), item as AddressedItem)] : [];
  });
  const fixed = siteData.pages
    .filter((page) => !page.collection && !page.redirect && page.path !== "*")
    .map((page) => page.path);
  return [...referring, ...fixed];
}

/**
 * The address that shows a file best: a page's own address (its first item's, for a detail page), an item's page, or
 * for an item without one, the first candidate page that shows it, remembered: the next keystroke looks there first.
 */
function addressOf(
  siteData: SiteData,
  file: string,
  pageAt: (pathname: string) => PageData,
  referenceFields: ReferenceFields,
  remembered: Map<string, string>,
): string {
  const role = fileRole(file);
  if (role?.kind === "page") {
    const page = siteData.pages.find((candidate) => candidate.id === role.name);
    if (!page) return "/";
    if (page.path === "*") return unknownAddress;
    if (!page.collection) return page.path;
    const first = siteData.collections[page.collection][0];
    return first ? itemAddress(detailFolder(page.path), first as AddressedItem) : `${detailFolder(page.path)}/none`;
  }
  if (role?.kind === "item") {
    const detail = siteData.pages.find((page: Page) => page.collection === role.collection && !page.redirect);
    const item =
      detail &&
      (siteData.collections as unknown as Record<string, AddressedItem[]>)[role.collection]?.find(
        (candidate) => candidate.id === role.name,
      );
    if (detail)
      return item ? itemAddress(detailFolder(detail.path), item) : `${detailFolder(detail.path)}/${role.name}`;
    const shows = (pathname: string) =>
      Boolean((pageAt(pathname).items as Record<string, Record<string, unknown>>)[role.collection]?.[role.name]);
    const last = remembered.get(file);
    if (last && shows(last)) return last;
    const found = candidateAddresses(siteData, role, referenceFields).find(shows);
    if (found) remembered.set(file, found);
    return found ?? "/";
  }
  return "/";
}

/**
 * The preview of the unsaved state. Data with mistakes is shown too, as far as it can be read (each block that cannot
 * render says so in the preview); what cannot be read at all is a problem the editor lists anyway.
 */
export function pagePreview(
  check: SiteCheck,
  file: string,
  referenceFields: ReferenceFields,
  year: number,
  remembered = new Map<string, string>(),
): PagePreview | { problem: string } {
  try {
    const siteData = check.loaded?.siteData ?? siteDataOf(check);
    if (!siteData.site) return { problem: "site-data/site.json cannot be read" };
    const resolved = new Map<string, PageData>();
    const pageAt = (pathname: string) =>
      resolved.get(pathname) ??
      resolved.set(pathname, resolvePageData(siteData, pathname, referenceFields, year)).get(pathname)!;
    const pathname = addressOf(siteData, file, pageAt, referenceFields, remembered);
    return { pathname, page: pageAt(pathname), site: siteData.site };
  } catch (error) {
    return { problem: `The preview waits until the data can be read: ${(error as Error).message}` };
  }
}

const textsIn = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(textsIn) : [];

/** An address no page has, where the palette's examples are shown. */
const catalogueAddress = "/editor-block-examples";

/** Blocks on a page of their own (the palette's examples), with the items and text they show from the site. */
export function blocksPreview(
  check: SiteCheck,
  blocks: Block[],
  referenceFields: ReferenceFields,
  year: number,
): PagePreview | { problem: string } {
  try {
    const siteData = check.loaded?.siteData ?? siteDataOf(check);
    const page: Page = {
      $schema: "",
      id: "editor-block-examples",
      path: catalogueAddress,
      title: "Examples",
      description: "Block examples",
      sections: blocks as Page["sections"],
      landing: true,
    };
    // The examples are in no file the validator read, so their Markdown is not among the site's texts: every text of
    // them is offered (only the Markdown fields' are looked up by the blocks).
    const markdownTexts = new Set([...siteData.markdownTexts, ...textsIn(blocks)]);
    const withPage = { ...siteData, pages: [...siteData.pages, page], markdownTexts };
    return {
      pathname: catalogueAddress,
      page: resolvePageData(withPage, catalogueAddress, referenceFields, year),
      site: siteData.site,
    };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/** A page's addresses and, for a page with a fixed address, its sections ("/careers#openings"). */
const targetsOf = (siteData: SiteData, page: Page) => [
  ...allPaths({ ...siteData, pages: [page] }),
  ...(page.path.includes(":") || page.path === "*"
    ? []
    : page.sections.flatMap((section) => (section.id ? [`${page.path}#${section.id}`] : []))),
];

/**
 * Every address of the site and the sections of each page that has a fixed address ("/careers#openings"), for link
 * pickers. While site data has problems (the editor lists them), a page whose addresses cannot be worked out is left
 * out and the others are offered. Valid site data whose addresses cannot be worked out is a fault of the server:
 * `problem` says so (the person is told, the log has it), instead of an empty list said by nothing.
 */
export function siteLinkTargets(check: SiteCheck): {
  targets: string[];
  problem?: ServerError<"link-targets-failed">;
} {
  try {
    if (check.loaded) {
      const { siteData } = check.loaded;
      return { targets: siteData.pages.flatMap((page) => targetsOf(siteData, page)).sort() };
    }
    if (!check.diagnostics.length) return { targets: [] };
    const siteData = siteDataOf(check);
    return {
      targets: siteData.pages
        .flatMap((page) => {
          try {
            return targetsOf(siteData, page);
          } catch {
            // A page (or the collection it lists) with a problem the editor lists: its addresses wait until it is fixed.
            return [];
          }
        })
        .sort(),
    };
  } catch (error) {
    const problem = new ServerError("link-targets-failed", { said: saidBy(error) }, { cause: error });
    logServerError(problem);
    return { targets: [], problem };
  }
}
