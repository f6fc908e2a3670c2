import { detailFolder, folderFields, itemAddress } from "../page-paths/path-pattern.ts";
import type { AnyItem } from "./item-source.ts";
import type { ReferenceFields } from "./reference-fields.ts";
import type { CollectionName, SiteData } from "./types.ts";

const earlier = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];

/** Every way of choosing one value per field: [{ topic: "a" }, { topic: "b" }] for { topic: ["a", "b"] }. */
function choices(options: [string, string[]][]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (made, [field, values]) => made.flatMap((chosen) => values.map((value) => ({ ...chosen, [field]: value }))),
    [{}],
  );
}

/**
 * Every address the site's pages and items had before, and the address each leads to now: what a permanent redirect
 * answers, so that nobody's bookmark or shared link breaks when an address changes.
 *
 * An address changes in three ways, each recorded where it happened (the editor's "Change address" writes them):
 * - an item's id ("formerIds"): every detail page of its collection had an address with each earlier id;
 * - a page's path ("formerPaths"): a plain page had each earlier path; a detail page had each item under each;
 * - the item an address is filed under (an article's topic): an article had an address under each of the topic's
 *   earlier ids, found through the field that names the topic ("collectionRef").
 *
 * An address is listed once, for the first page and item that had it; the build leaves out any that is someone's
 * address now (a new item may take an old address: then it is that item's).
 */
export function movedAddresses(siteData: SiteData, referenceFields: ReferenceFields): Map<string, string> {
  const moved = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from !== to && !moved.has(from)) moved.set(from, to);
  };
  const itemsOf = (collection: string) =>
    (siteData.collections[collection as CollectionName] ?? []) as unknown as AnyItem[];
  const byId = new Map<string, Map<string, AnyItem>>();
  const itemOf = (collection: string, id: string) => {
    if (!byId.has(collection)) byId.set(collection, new Map(itemsOf(collection).map((item) => [item.id, item])));
    return byId.get(collection)!.get(id);
  };

  for (const page of siteData.pages) {
    if (page.path === "*") continue;
    const formerPaths = earlier(page.formerPaths);
    if (!page.collection) {
      for (const path of formerPaths) add(path, page.path);
      continue;
    }
    const references = referenceFields.items[page.collection] ?? {};
    const paths = [page.path, ...formerPaths];
    for (const item of itemsOf(page.collection)) {
      const now = itemAddress(detailFolder(page.path), item);
      const ids = [item.id, ...earlier(item.formerIds)];
      for (const path of paths) {
        const folder = detailFolder(path);
        const fieldValues = folderFields(folder).map((field): [string, string[]] => {
          const value = String(item[field] ?? "");
          const collection = references[field];
          const filedUnder = collection ? itemOf(collection, value) : undefined;
          return [field, [value, ...earlier(filedUnder?.formerIds)]];
        });
        for (const fields of choices(fieldValues))
          for (const id of ids) add(itemAddress(folder, { ...item, ...fields, id }), now);
      }
    }
  }
  return moved;
}
