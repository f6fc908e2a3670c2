import type { CollectionName } from "../generated/site-data.ts";

/**
 * The collections whose items have a card (src/site/blocks/cards/card-for.tsx), so a collectionGrid can show them. The
 * card registry is typed on this list: a collection listed here without a card, or a card of a collection not listed,
 * fails the type check; a grid of a collection not listed is a validation error at its "collection".
 */
export const cardCollections = [
  "jobs",
  "kbArticles",
  "kbTopics",
  "posts",
  "projects",
  "supportPlans",
  "testimonials",
] as const satisfies readonly CollectionName[];

export type CardCollection = (typeof cardCollections)[number];

export const hasCard = (collection: string): collection is CardCollection =>
  (cardCollections as readonly string[]).includes(collection);
