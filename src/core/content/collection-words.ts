/**
 * What the people who run the site call an item of each collection: "Blog post", "post" inside a sentence, and
 * "New post" on the button that makes one. Each collection's schema says it ("itemWords", beside its "title"), so a
 * new collection brings its own words. The editor's lists and buttons and the history's words use them (src/studio/,
 * src/server/admin/publish/change-words.ts).
 */
export interface ItemWords {
  new: string;
  one: string;
  short: string;
}

/** The schemas by name under schemas/ ("collections/posts.schema.json"), as the editor and the admin hold them. */
export type SchemasByName = Readonly<Record<string, Record<string, unknown> | undefined>>;

const isItemWords = (value: unknown): value is ItemWords =>
  typeof value === "object" &&
  value !== null &&
  ["new", "one", "short"].every((key) => typeof (value as Record<string, unknown>)[key] === "string");

/** A collection's words, or undefined when its schema gives none (the words that fall back say so). */
export function itemWordsOf(schemas: SchemasByName, collection: string): ItemWords | undefined {
  const words = schemas[`collections/${collection}.schema.json`]?.itemWords;
  return isItemWords(words) ? words : undefined;
}

/** "readTime" -> "read time", for a collection whose schema gives no words. */
export const spokenName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
