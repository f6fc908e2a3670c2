import type { ComponentType } from "react";
import type { CollectionItem, CollectionName } from "../../content/types.ts";
import { TestimonialCard } from "../parts/TestimonialCard.tsx";
import { JobCard } from "./JobCard.tsx";
import { KbTopicCard } from "./KbTopicCard.tsx";
import { PlanCard } from "./PlanCard.tsx";
import { PostCard } from "./PostCard.tsx";
import { ProjectCard } from "./ProjectCard.tsx";

type CardComponents = { [C in CollectionName]?: ComponentType<{ item: CollectionItem<C> }> };

/** The card each collection's items are shown with in a collectionGrid block. */
export const cardFor: CardComponents = {
  posts: PostCard,
  projects: ProjectCard,
  jobs: JobCard,
  kbTopics: KbTopicCard,
  supportPlans: PlanCard,
  testimonials: ({ item }) => <TestimonialCard testimonial={item} />,
};

/** The collections a collectionGrid can show (validation checks a grid's source against this list). */
export const collectionsWithCards = Object.keys(cardFor) as CollectionName[];
