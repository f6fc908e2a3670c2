import type { ItemSource } from "../generated/site-data.ts";
import { collectionNames } from "./types.ts";

/**
 * Every item source in a block, at any depth: any object naming a collection (a block's "source", each of a tab's or a
 * search's sources, a link list's "count", which takes every item of its collection).
 */
export function* sourcesIn(value: unknown): Generator<ItemSource> {
  yield* sourcesAt(value);
}

/** The item sources whose items a block shows: all of them but a link list's "count", which shows only how many. */
export function* shownSourcesIn(value: unknown): Generator<ItemSource> {
  yield* sourcesAt(value, ["count"]);
}

/**
 * The item sources whose items a page carries: those it shows, but a search box's ("finds"), whose items are in the
 * search's index, a file of its own (src/site/blocks/SearchBox/search-index.ts).
 */
export function* carriedSourcesIn(value: unknown): Generator<ItemSource> {
  yield* sourcesAt(value, ["count", "finds"]);
}

function* sourcesAt(value: unknown, skipped: string[] = []): Generator<ItemSource> {
  if (Array.isArray(value)) for (const item of value) yield* sourcesAt(item, skipped);
  else if (value && typeof value === "object") {
    const { collection } = value as Partial<ItemSource>;
    if (typeof collection === "string" && (collectionNames as readonly string[]).includes(collection)) {
      const { ids, from, filter, sort, limit, excludeCurrent } = value as ItemSource;
      yield { collection, ids, from, filter, sort, limit, excludeCurrent };
      return;
    }
    for (const [key, child] of Object.entries(value)) if (!skipped.includes(key)) yield* sourcesAt(child, skipped);
  }
}

/** A block and every block nested in it, at any depth (anything with a "type" is taken for a block). */
export function* blocksIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* blocksIn(item);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.type === "string") yield record;
    for (const child of Object.values(record)) if (child && typeof child === "object") yield* blocksIn(child);
  }
}
