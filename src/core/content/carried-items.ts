import type { Block, ItemSource } from "../generated/site-data.ts";
import { blocksIn, carriedSourcesIn, sourcesIn } from "./blocks-and-sources.ts";
import { filledItem, filledList, itemIndex, type SiteScopes } from "./filled-items.ts";
import { namedIds, selectItems, type AnyItem, type CurrentItem } from "./item-source.ts";
import type { FieldReferences, ReferenceFields } from "./reference-fields.ts";
import { collectionNames, type CollectionName, type ReferencedItems, type SiteData } from "./types.ts";

const itemSources = new WeakMap<AnyItem, ItemSource[]>();

/** The collections an item names, once per item object. */
function sourcesOfItem(item: AnyItem): ItemSource[] {
  let sources = itemSources.get(item);
  if (!sources) {
    sources = [...sourcesIn(item)];
    itemSources.set(item, sources);
  }
  return sources;
}

/** An item as lists carry it, made once per filled item. */
const listedCopies = new WeakMap<AnyItem, AnyItem>();

function listed(collection: CollectionName, item: AnyItem, referenceFields: ReferenceFields): AnyItem {
  const omit = referenceFields.unlisted[collection] ?? [];
  if (!omit.length) return item;
  let copy = listedCopies.get(item);
  if (!copy) {
    copy = Object.fromEntries(Object.entries(item).filter(([key]) => !omit.includes(key))) as AnyItem;
    listedCopies.set(item, copy);
  }
  return copy;
}

/**
 * The items a page's blocks show, the items they refer to (a post's author and categories) and the page's own item's
 * references, with placeholders filled in. Only the items named are looked at, except for a source that chooses from
 * a whole collection (a grid of every post), which reads that collection.
 */
export function carriedItems(
  siteData: SiteData,
  scopes: SiteScopes,
  sections: Block[],
  referenceFields: ReferenceFields,
  current: CurrentItem | null,
): ReferencedItems {
  const wanted = new Map<CollectionName, Set<string>>(collectionNames.map((name) => [name, new Set()]));
  const all = (collection: CollectionName) => siteData.collections[collection] as unknown as AnyItem[];
  const byId = (collection: CollectionName, id: string) => {
    const found = itemIndex(all(collection)).get(id);
    return found && filledItem(found.item, scopes);
  };
  /** Wants the item, and the items it refers to (a post's author and categories), once each. */
  const want = (collection: CollectionName, id: string) => {
    const ids = wanted.get(collection)!;
    if (ids.has(id)) return;
    ids.add(id);
    const item = byId(collection, id);
    if (!item) return;
    wantReferencesOf(item, otherCollections(collection));
    // An item may name a collection too (a form's field prefilled from ?product=<id> needs the products' titles).
    for (const source of sourcesOfItem(item)) wantSelected(source);
  };
  /**
   * What a listed item refers to in other collections (a post's author and category, which its card shows). Not what
   * it names in its own (a post's related posts): a card never shows those, and following them would carry, and
   * render again at each change, every post that related posts of related posts reach.
   */
  const others = new Map<CollectionName, FieldReferences>();
  const otherCollections = (collection: CollectionName): FieldReferences => {
    let fields = others.get(collection);
    if (!fields) {
      fields = Object.fromEntries(
        Object.entries(referenceFields.items[collection] ?? {}).filter(([, target]) => target !== collection),
      );
      others.set(collection, fields);
    }
    return fields;
  };
  const wantSelected = (source: ItemSource) => {
    const named = namedIds(source, current);
    const available = named
      ? named.flatMap((id) => byId(source.collection, id) ?? [])
      : filledList(all(source.collection), scopes);
    for (const selected of selectItems(source, available, current)) want(source.collection, selected.id);
  };
  const wantReferencesOf = (value: Record<string, unknown>, fields: FieldReferences) => {
    for (const [field, collection] of Object.entries(fields)) {
      const ids = value[field];
      for (const id of Array.isArray(ids) ? ids : typeof ids === "string" ? [ids] : []) want(collection, String(id));
    }
  };
  for (const section of sections) {
    // Blocks inside blocks (a sidebar layout's columns) refer to items too.
    for (const block of blocksIn(section)) wantReferencesOf(block, referenceFields.blocks[String(block.type)] ?? {});
    for (const source of carriedSourcesIn(section)) wantSelected(source);
  }
  // The page's own item is carried whole (PageData.item); what it refers to comes along here.
  if (current) wantReferencesOf(current.value, referenceFields.items[current.collection as CollectionName] ?? {});
  // In file order, whatever order the blocks asked in: the browser selects from these as the build did.
  return Object.fromEntries(
    collectionNames.map((name) => {
      const index = itemIndex(all(name));
      const found = [...wanted.get(name)!].flatMap((id) => index.get(id) ?? []).sort((a, b) => a.position - b.position);
      return [
        name,
        Object.fromEntries(found.map(({ item }) => [item.id, listed(name, filledItem(item, scopes), referenceFields)])),
      ];
    }),
  ) as unknown as ReferencedItems;
}
