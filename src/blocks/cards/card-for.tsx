import type { ComponentType } from "react";
import type { CollectionItem, CollectionName } from "../../content/types.ts";
import { JobCard } from "./JobCard.tsx";
import { KbTopicCard } from "./KbTopicCard.tsx";
import { PlanCard } from "./PlanCard.tsx";
import { PostCard } from "./PostCard.tsx";
import { ProjectCard } from "./ProjectCard.tsx";
import { TestimonialItemCard } from "./TestimonialItemCard.tsx";

export type CardComponent<C extends CollectionName = CollectionName> = ComponentType<{ item: CollectionItem<C> }>;

/** The card each collection's items are shown with in a collectionGrid block. */
export const cards: { [C in CollectionName]?: CardComponent<C> } = {
  posts: PostCard,
  projects: ProjectCard,
  jobs: JobCard,
  kbTopics: KbTopicCard,
  supportPlans: PlanCard,
  testimonials: TestimonialItemCard,
};

/** The card of a collection, or undefined when its items have none (a grid of them is not valid site data). */
export function cardFor(collection: CollectionName): CardComponent | undefined {
  return cards[collection] as CardComponent | undefined;
}
