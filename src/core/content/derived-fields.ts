import type { SchemaCollections } from "../generated/collections.ts";
import type { CollectionName } from "../generated/site-data.ts";

/** Reading speed for the read time of a post: a comfortable pace for articles on screen. */
const wordsPerMinute = 200;

/**
 * Fields worked out from an item's file when site data is loaded, carried beside what the file says: a list of items
 * (which leaves long fields such as a post's body out) still shows them. One entry per collection that has any; the
 * site's item types (`CollectionItem`, src/core/content/types.ts) include them.
 */
export const derivedFields = {
  posts: (post) => ({
    /** Minutes to read the post, from the number of words of its body. */
    readMinutes: Math.max(1, Math.round(post.body.split(/\s+/).filter(Boolean).length / wordsPerMinute)),
  }),
} satisfies { [C in CollectionName]?: (item: SchemaCollections[C][number]) => object };

/** The fields `derivedFields` adds to an item of collection C (none for most). */
export type DerivedFields<C extends CollectionName> = C extends keyof typeof derivedFields
  ? ReturnType<(typeof derivedFields)[C]>
  : unknown;

const derived = new WeakMap<object, object>();

/** The item with its derived fields, made once per item as written: the site's data is assembled again at every change. */
export function withDerivedFields(collection: string, item: object): object {
  const derive = (derivedFields as Record<string, ((item: object) => object) | undefined>)[collection];
  if (!derive) return item;
  let complete = derived.get(item);
  if (!complete) {
    complete = { ...item, ...derive(item) };
    derived.set(item, complete);
  }
  return complete;
}
