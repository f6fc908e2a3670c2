import type { ItemSource } from "../generated/site-data.ts";

/** An item of any collection, as far as choosing items goes. */
export type AnyItem = { id: string } & Record<string, unknown>;

/** The page's own item on a detail page. */
export interface CurrentItem {
  collection: string;
  value: AnyItem;
}

const matches = (field: unknown, value: string) => (Array.isArray(field) ? field.includes(value) : field === value);

function compare(a: unknown, b: unknown): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a ?? "").localeCompare(String(b ?? ""));
}

/** Each list of items by id, made once per list: a site selects from the same lists for every one of its addresses. */
const indexes = new WeakMap<readonly AnyItem[], Map<string, AnyItem>>();
function byIdIn<T extends AnyItem>(available: T[]): Map<string, T> {
  let index = indexes.get(available);
  if (!index) {
    index = new Map(available.map((item) => [item.id, item]));
    indexes.set(available, index);
  }
  return index as Map<string, T>;
}

/** The item with this id in a list, looked up in the list's index. */
export const itemById = <T extends AnyItem>(available: T[], id: string): T | undefined => byIdIn(available).get(id);

/**
 * The ids a source names, in its order (`ids`, or the page's item's `from` field), or null when it chooses from the
 * whole collection: then only these items can be selected, whatever else the collection holds.
 */
export function namedIds(source: ItemSource, current: CurrentItem | null): string[] | null {
  if (!source.from) return source.ids ?? null;
  const listed = current?.value[source.from];
  return Array.isArray(listed) ? listed.filter((id): id is string => typeof id === "string") : [];
}

/**
 * The items a block shows, from `available` (a collection's items in file order, or any superset of what the
 * source selects): the same function runs when the page is built, to decide which items the page carries, and in
 * the browser, on the items it carries, so both agree. Ids that do not exist are left out (validation reports them).
 */
export function selectItems<T extends AnyItem>(source: ItemSource, available: T[], current: CurrentItem | null): T[] {
  // Chosen from the page's own item's field: a short list, chosen again each time.
  if (source.from) return selected(source, available, current);
  const currentId = source.excludeCurrent && current?.collection === source.collection ? current.value.id : "";
  const key = `${JSON.stringify(source)}\0${currentId}`;
  let byKey = selections.get(available);
  if (!byKey) {
    byKey = new Map();
    selections.set(available, byKey);
  }
  let items = byKey.get(key) as T[] | undefined;
  if (!items) {
    items = selected(source, available, current);
    byKey.set(key, items);
  }
  return [...items];
}

/**
 * What each source selected from each list, by the list: a build asks the same of the same list for many addresses
 * (every page of the blog's listing sorts every post to find its own), and the answer does not change.
 */
const selections = new WeakMap<readonly AnyItem[], Map<string, AnyItem[]>>();

function selected<T extends AnyItem>(source: ItemSource, available: T[], current: CurrentItem | null): T[] {
  const ids = namedIds(source, current);
  let items = ids ? ids.flatMap((id) => byIdIn(available).get(id) ?? []) : [...available];
  const { filter, sort, limit } = source;
  if (filter) items = items.filter((item) => filter.fields.some((field) => matches(item[field], filter.value)));
  const currentId = current?.collection === source.collection ? current.value.id : null;
  if (source.excludeCurrent && currentId) items = items.filter((item) => item.id !== currentId);
  if (sort) {
    const direction = sort.order === "desc" ? -1 : 1;
    items = [...items].sort((a, b) => direction * compare(a[sort.field], b[sort.field]));
  }
  return limit ? items.slice(0, limit) : items;
}
