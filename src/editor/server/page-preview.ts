import type { Block, Page, Site } from "../../generated/site-data.ts";
import { siteDataOf, type SiteCheck } from "../../content/load-site-data.ts";
import type { ReferenceFields } from "../../content/reference-fields.ts";
import { resolvePageData } from "../../content/resolve-page-data.ts";
import { allPaths } from "../../content/routes.ts";
import { detailFolder } from "../../content/path-pattern.ts";
import type { PageData, SiteData } from "../../content/types.ts";
import { fileRole } from "../../validation/file-roles.ts";

/** What the preview renders for the file being edited: the page data of one address and the site settings. */
export interface PagePreview {
  pathname: string;
  page: PageData;
  site: Site;
}

/** An address no page has, to show the page for unknown addresses. */
const unknownAddress = "/this-address-does-not-exist";

/** The address that shows a file best: a page's own address (its first item's, for a detail page), an item's page. */
function addressOf(siteData: SiteData, file: string, referenceFields: ReferenceFields, year: number): string {
  const role = fileRole(file);
  if (role?.kind === "page") {
    const page = siteData.pages.find((candidate) => candidate.id === role.name);
    if (!page) return "/";
    if (page.path === "*") return unknownAddress;
    if (!page.collection) return page.path;
    const first = siteData.collections[page.collection][0];
    return `${detailFolder(page.path)}/${first?.id ?? "none"}`;
  }
  if (role?.kind === "item") {
    const detail = siteData.pages.find((page: Page) => page.collection === role.collection && !page.redirect);
    if (detail) return `${detailFolder(detail.path)}/${role.name}`;
    // An item without a page of its own (an author, an FAQ): the first page that shows it.
    for (const pathname of allPaths(siteData)) {
      const items = resolvePageData(siteData, pathname, referenceFields, year).items as Record<string, Record<string, unknown>>;
      if (items[role.collection]?.[role.name]) return pathname;
    }
  }
  return "/";
}

/**
 * The preview of the unsaved state. Data with mistakes is shown too, as far as it can be read (each block that cannot
 * render says so in the preview); what cannot be read at all is a problem the editor lists anyway.
 */
export function pagePreview(check: SiteCheck, file: string, referenceFields: ReferenceFields, year: number): PagePreview | { problem: string } {
  try {
    const siteData = check.loaded?.siteData ?? siteDataOf(check);
    if (!siteData.site) return { problem: "site-data/site.json cannot be read" };
    const pathname = addressOf(siteData, file, referenceFields, year);
    return { pathname, page: resolvePageData(siteData, pathname, referenceFields, year), site: siteData.site };
  } catch (error) {
    return { problem: `The preview waits until the data can be read: ${(error as Error).message}` };
  }
}

const textsIn = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(textsIn) : [];

/** An address no page has, where the palette's examples are shown. */
const catalogueAddress = "/editor-block-examples";

/** Blocks on a page of their own (the palette's examples), with the items and text they show from the site. */
export function blocksPreview(check: SiteCheck, blocks: Block[], referenceFields: ReferenceFields, year: number): PagePreview | { problem: string } {
  try {
    const siteData = check.loaded?.siteData ?? siteDataOf(check);
    const page: Page = { $schema: "", id: "editor-block-examples", path: catalogueAddress, title: "Examples", description: "Block examples", sections: blocks as Page["sections"], landing: true };
    // The examples are in no file the validator read, so their Markdown is not among the site's texts: every text of
    // them is offered (only the Markdown fields' are looked up by the blocks).
    const markdownTexts = new Set([...siteData.markdownTexts, ...textsIn(blocks)]);
    const withPage = { ...siteData, pages: [...siteData.pages, page], markdownTexts };
    return { pathname: catalogueAddress, page: resolvePageData(withPage, catalogueAddress, referenceFields, year), site: siteData.site };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/** Every address of the site and the sections of each page that has a fixed address ("/careers#openings"), for link pickers. */
export function siteLinkTargets(check: SiteCheck): string[] {
  try {
    const siteData = check.loaded?.siteData ?? siteDataOf(check);
    const anchors = siteData.pages.flatMap((page) =>
      page.path.includes(":") || page.path === "*" ? [] : page.sections.flatMap((section) => (section.id ? [`${page.path}#${section.id}`] : [])),
    );
    return [...allPaths(siteData), ...anchors].sort();
  } catch {
    return [];
  }
}
