import type { ComponentType } from "react";
import type { CollectionItem, CollectionName } from "../../content/types.ts";

export type CardComponent<C extends CollectionName = CollectionName> = ComponentType<{ item: CollectionItem<C> }>;

/**
 * How to load the card each collection's items are shown with in a collectionGrid block. Each card is its own
 * chunk, so a page downloads only the cards its grids show (a job card's code stays off the blog). The file is
 * always src/blocks/cards/<Name>.tsx, exporting <Name> (the prerender finds a card's chunk by that name).
 */
export const cardLoaders: { [C in CollectionName]?: () => Promise<CardComponent<C>> } = {
  posts: () => import("./PostCard.tsx").then((module) => module.PostCard),
  projects: () => import("./ProjectCard.tsx").then((module) => module.ProjectCard),
  jobs: () => import("./JobCard.tsx").then((module) => module.JobCard),
  kbTopics: () => import("./KbTopicCard.tsx").then((module) => module.KbTopicCard),
  supportPlans: () => import("./PlanCard.tsx").then((module) => module.PlanCard),
  testimonials: () => import("./TestimonialItemCard.tsx").then((module) => module.TestimonialItemCard),
};

/** The source file of each collection's card, for the prerender's list of a page's modules. */
export const cardSourceFiles: Partial<Record<CollectionName, string>> = {
  posts: "src/blocks/cards/PostCard.tsx",
  projects: "src/blocks/cards/ProjectCard.tsx",
  jobs: "src/blocks/cards/JobCard.tsx",
  kbTopics: "src/blocks/cards/KbTopicCard.tsx",
  supportPlans: "src/blocks/cards/PlanCard.tsx",
  testimonials: "src/blocks/cards/TestimonialItemCard.tsx",
};

const loaded = new Map<string, CardComponent>();
const loading = new Map<string, Promise<CardComponent>>();

/** The tabs of a grid that has them: their code (Mantine's Tabs) loads only for such grids. */
export const gridTabsSourceFile = "src/blocks/cards/GridTabs.tsx";
type GridTabsComponent = typeof import("./GridTabs.tsx").GridTabs;
let gridTabs: GridTabsComponent | undefined;
let gridTabsLoading: Promise<GridTabsComponent> | undefined;

export function loadGridTabs(): Promise<GridTabsComponent> {
  gridTabsLoading ??= import("./GridTabs.tsx").then((module) => (gridTabs = module.GridTabs));
  return gridTabsLoading;
}

export function loadedGridTabs(): GridTabsComponent | undefined {
  return gridTabs;
}

/** Whether any collectionGrid of these sections has tabs (nested blocks included). */
export function hasGridTabs(sections: readonly unknown[]): boolean {
  let found = false;
  const visit = (value: unknown) => {
    if (found || !value || typeof value !== "object") return;
    const block = value as { type?: unknown; tabs?: unknown };
    if (block.type === "collectionGrid" && block.tabs) found = true;
    for (const child of Object.values(value)) if (Array.isArray(child)) child.forEach(visit);
  };
  sections.forEach(visit);
  return found;
}

/** Loads a collection's card, once; afterwards `loadedCard` returns it synchronously. */
export function loadCard(collection: CollectionName): Promise<CardComponent> | undefined {
  const load = cardLoaders[collection] as (() => Promise<CardComponent>) | undefined;
  if (!load) return undefined;
  if (!loading.has(collection)) {
    loading.set(
      collection,
      load().then((card) => {
        loaded.set(collection, card);
        return card;
      }),
    );
  }
  return loading.get(collection);
}

export function loadedCard(collection: CollectionName): CardComponent | undefined {
  return loaded.get(collection);
}

/** The collections whose cards the collectionGrid blocks of these sections show (nested blocks included). */
export function cardCollectionsIn(sections: readonly unknown[]): CollectionName[] {
  const found = new Set<CollectionName>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    const block = value as { type?: unknown; source?: { collection?: unknown } };
    if (block.type === "collectionGrid" && typeof block.source?.collection === "string" && block.source.collection in cardLoaders) found.add(block.source.collection as CollectionName);
    for (const child of Object.values(value)) if (Array.isArray(child)) child.forEach(visit);
  };
  sections.forEach(visit);
  return [...found];
}

/** Loads the cards a page's grids need, before it hydrates, so no grid waits or loses its prerendered cards. */
export async function loadCardsFor(sections: readonly unknown[]): Promise<void> {
  await Promise.all([...cardCollectionsIn(sections).map(loadCard), hasGridTabs(sections) ? loadGridTabs() : undefined]);
}
