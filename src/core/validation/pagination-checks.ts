import type { Diagnostic } from "./diagnostic.ts";
import { closestMatch } from "./did-you-mean.ts";
import { diagnosticAt } from "./json-source.ts";
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
  let paged: { firstId?: string; firstPointer: string } | undefined;
  for (const [pointer, grid] of gridsIn((parsed.value as Json).sections, "/sections")) {
    if (grid.pageSize !== undefined) {
      if (paged) found.push(diagnosticAt(parsed, `${pointer}/pageSize`, "second-paged-grid", paged));
      else paged = { firstId: typeof grid.id === "string" ? grid.id : undefined, firstPointer: pointer };
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
        diagnosticAt(parsed, `${pointer}/tabs/linksTo`, "tabs-without-listing-page", {
          allLabel: String(tabs.allLabel),
          collection: source.collection,
          folder: allFolder,
        }),
      );
    }
    if (!folders.has(tabs.linksTo)) {
      found.push(
        diagnosticAt(parsed, `${pointer}/tabs/linksTo`, "tabs-collection-without-pages", { collection: tabs.linksTo }),
      );
      continue;
    }
    const linksTo = tabs.linksTo;
    const ids = [...index.ids(linksTo)];
    const options = Array.isArray(tabs.options) ? tabs.options : [];
    options.forEach((option, optionIndex) => {
      if (!isObject(option) || typeof option.value !== "string" || ids.includes(option.value)) return;
      found.push(
        diagnosticAt(parsed, `${pointer}/tabs/options/${optionIndex}/value`, "tab-item-missing", {
          label: String(option.label),
          collection: linksTo,
          value: option.value,
          guess: closestMatch(option.value, ids),
          ids,
        }),
      );
    });
  }
  return found;
}
