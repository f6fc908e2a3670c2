import { createContext, useContext } from "react";
import type { CollectionItem, CollectionName, ReferencedItems } from "../content/types.ts";

export const PageItemsContext = createContext<ReferencedItems | null>(null);

/**
 * The items of a collection that a block refers to by id, in the order given.
 * Validation guarantees every id exists; an id that slipped through is left out rather than crashing the page.
 */
export function useCollectionItems<C extends CollectionName>(collection: C, ids: string[]): CollectionItem<C>[] {
  const items = useContext(PageItemsContext);
  if (!items) throw new Error("useCollectionItems() must be used inside <PageItemsContext.Provider>.");
  const byId = items[collection] as Record<string, CollectionItem<C>>;
  return ids.flatMap((id) => (byId[id] ? [byId[id]] : []));
}
