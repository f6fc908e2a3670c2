import type { Diagnostic } from "./diagnostic.ts";
import { didYouMean } from "./did-you-mean.ts";
import { diagnosticAt as at } from "./json-source.ts";
import type { RoledFile } from "./site-checks.ts";
import type { SiteIndex } from "./site-index.ts";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every collectionGrid in a value (a page's sections, blocks nested in a layout), with its JSON pointer. */
function* gridsIn(value: unknown, pointer: string): Generator<[string, Json]> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* gridsIn(item, `${pointer}/${index}`);
  else if (isObject(value)) {
    if (value.type === "collectionGrid") yield [pointer, value];
    for (const [key, child] of Object.entries(value))
      if (typeof child === "object") yield* gridsIn(child, `${pointer}/${key}`);
  }
}

/** Where each collection's items have their pages: "/blog/category" for a page at "/blog/category/:categoryId". */
function itemFolders(index: SiteIndex): Map<string, string> {
  const folders = new Map<string, string>();
  for (const route of index.routes().routes) {
    if (!route.collection || route.redirects || folders.has(route.collection)) continue;
    folders.set(route.collection, route.path.slice(0, route.path.lastIndexOf("/")));
  }
  return folders;
}

/**
 * What a page split into pages needs beyond its schema: one grid with "pageSize" per page (its addresses /page/2,
 * /page/3, ... follow one listing), and tabs that are links ("linksTo") leading to pages that exist: the page
 * listing every item of the grid's collection (the first tab), and a page for each tab's item.
 */
export function checkPagination({ parsed, role }: RoledFile, index: SiteIndex): Diagnostic[] {
  if (role.kind !== "page") return [];
  const found: Diagnostic[] = [];
  let paged: string | undefined;
  for (const [pointer, grid] of gridsIn((parsed.value as Json).sections, "/sections")) {
    if (grid.pageSize !== undefined) {
      if (paged) {
        found.push(
          at(
            parsed,
            `${pointer}/pageSize`,
            `a second grid split into pages: the grid ${paged} already has "pageSize", and a page can have only one`,
            'The page\'s next pages (/page/2, /page/3, ...) follow one list. Show this grid on a page of its own, or show only its first items: give its source a "limit" (e.g. the 4 newest) and delete "pageSize".',
          ),
        );
      } else paged = typeof grid.id === "string" ? `"${grid.id}" (${pointer})` : `at ${pointer}`;
    }
    const tabs = grid.tabs;
    const source = grid.source;
    if (
      !isObject(tabs) ||
      typeof tabs.linksTo !== "string" ||
      !isObject(source) ||
      typeof source.collection !== "string"
    )
      continue;
    const folders = itemFolders(index);
    const allFolder = folders.get(source.collection);
    if (allFolder === undefined || !index.routes().routes.some((route) => route.path === allFolder)) {
      found.push(
        at(
          parsed,
          `${pointer}/tabs/linksTo`,
          `the first tab ("${String(tabs.allLabel)}") leads to the page listing every ${source.collection} item, but ${allFolder === undefined ? `no page shows ${source.collection} items` : `no page has the path "${allFolder}"`}`,
          `Link tabs need a page listing the grid's items above their own pages (the blog at /blog for posts at /blog/<id>). Add it, or delete "linksTo" to make the tabs filters.`,
        ),
      );
    }
    if (!folders.has(tabs.linksTo)) {
      found.push(
        at(
          parsed,
          `${pointer}/tabs/linksTo`,
          `the tabs lead to the pages of ${tabs.linksTo} items, but no page shows ${tabs.linksTo} items`,
          `Add a detail page with "collection": "${tabs.linksTo}", or link to a collection that has one.`,
        ),
      );
      continue;
    }
    const ids = [...index.ids(tabs.linksTo)];
    const options = Array.isArray(tabs.options) ? tabs.options : [];
    options.forEach((option, optionIndex) => {
      if (!isObject(option) || typeof option.value !== "string" || ids.includes(option.value)) return;
      found.push(
        at(
          parsed,
          `${pointer}/tabs/options/${optionIndex}/value`,
          `the tab "${String(option.label)}" leads to the page of the ${tabs.linksTo} item "${option.value}", which does not exist.${didYouMean(option.value, ids)}`.replace(
            /\.$/,
            "",
          ),
          `Items of ${tabs.linksTo}: ${ids.join(", ")}.`,
        ),
      );
    });
  }
  return found;
}
