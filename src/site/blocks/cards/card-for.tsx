import type { ComponentType } from "react";
import type { CollectionItem, CollectionName } from "../../../core/content/types.ts";
import type { CardCollection } from "../../../core/validation/card-collections.ts";
import { JobCard } from "./JobCard.tsx";
import { KbArticleCard } from "./KbArticleCard.tsx";
import { KbTopicCard } from "./KbTopicCard.tsx";
import { PlanCard } from "./PlanCard.tsx";
import { PostCard } from "./PostCard.tsx";
import { ProjectCard } from "./ProjectCard.tsx";
import { TestimonialItemCard } from "./TestimonialItemCard.tsx";

/** A card shows its item; `count` is the number the grid counted for it ("count" on the block), when it counts. */
export type CardComponent<C extends CollectionName = CollectionName> = ComponentType<{
  item: CollectionItem<C>;
  count?: number;
}>;

/**
 * The card each collection's items are shown with in a collectionGrid block: one for every collection of
 * src/core/validation/card-collections.ts (the list validation checks grids against), and no other.
 */
export const cards: { [C in CardCollection]: CardComponent<C> } = {
  posts: PostCard,
  projects: ProjectCard,
  jobs: JobCard,
  kbTopics: KbTopicCard,
  kbArticles: KbArticleCard,
  supportPlans: PlanCard,
  testimonials: TestimonialItemCard,
};

/** The card of a collection, or undefined when its items have none (a grid of them is not valid site data). */
export function cardFor(collection: CollectionName): CardComponent | undefined {
  return (cards as Partial<Record<CollectionName, CardComponent>>)[collection];
}
