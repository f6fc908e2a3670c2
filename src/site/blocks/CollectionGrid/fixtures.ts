import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** The portfolio: every project, with tabs that filter them by category. */
export const projectsWithCategoryTabs = exampleWhere(
  "collectionGrid",
  "of projects",
  (block) => block.source.collection === "projects" && block.tabs !== undefined,
);
