import { siteScopes } from "../validation/tokens.ts";
import { fillTokens } from "./fill-tokens.ts";
import type { AnyItem } from "./item-source.ts";
import { collectionNames, type Collections, type SiteData } from "./types.ts";

/** What {company.*} and {year} stand for, and a key that tells two such scopes apart. */
export interface SiteScopes {
  values: ReturnType<typeof siteScopes>;
  key: string;
}

export function siteScopesOf(siteData: SiteData, year: number): SiteScopes {
  const values = siteScopes(siteData.site.company, year);
  return { values, key: JSON.stringify(values) };
}

/**
 * Items with placeholders filled in, by the item object: validation hands back the same object for an item whose
 * file did not change, so a build fills each item once and the editor, which checks the site at every keystroke,
 * fills again only the item being edited.
 */
const filled = new WeakMap<object, { key: string; value: AnyItem }>();

export function filledItem<T extends AnyItem>(item: T, scopes: SiteScopes): T {
  const cached = filled.get(item);
  if (cached?.key === scopes.key) return cached.value as T;
  const value = fillTokens(item, scopes.values);
  filled.set(item, { key: scopes.key, value });
  return value;
}

/** A collection's items by id, with their place in the collection (file order). */
export type ItemIndex = Map<string, { item: AnyItem; position: number }>;

const indexes = new WeakMap<object, ItemIndex>();

export function itemIndex(items: readonly AnyItem[]): ItemIndex {
  let index = indexes.get(items);
  if (!index) {
    index = new Map(items.map((item, position) => [item.id, { item, position }]));
    indexes.set(items, index);
  }
  return index;
}

/** A collection's items filled in, by the collection's list: the same list for every address of a build, so what is selected from it can be kept (src/core/content/item-source.ts). */
const filledLists = new WeakMap<object, { key: string; value: AnyItem[] }>();

export function filledList(items: readonly AnyItem[], scopes: SiteScopes): AnyItem[] {
  const cached = filledLists.get(items);
  if (cached?.key === scopes.key) return cached.value;
  const value = items.map((item) => filledItem(item, scopes));
  filledLists.set(items, { key: scopes.key, value });
  return value;
}

/**
 * The collections as pages show them, each filled in when first read: a listing split into pages reads its own
 * collection (src/core/content/listing-pages.ts), most pages none.
 */
export function filledCollectionsView(siteData: SiteData, scopes: SiteScopes): Collections {
  const view = {} as Collections;
  for (const name of collectionNames) {
    Object.defineProperty(view, name, {
      enumerable: true,
      get: () => filledList(siteData.collections[name] as unknown as AnyItem[], scopes),
    });
  }
  return view;
}

/** Every collection with placeholders filled in, as pages show them (the blog's feed lists every post). */
export function filledCollections(siteData: SiteData, year: number): Collections {
  const scopes = siteScopesOf(siteData, year);
  return Object.fromEntries(
    collectionNames.map((name) => [name, filledList(siteData.collections[name] as unknown as AnyItem[], scopes)]),
  ) as unknown as Collections;
}
