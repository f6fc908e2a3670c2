import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** A wide row for each of two products chosen by id, with their features, benefits and buttons. */
export const showcaseOfTwoProducts = exampleWhere(
  "productShowcase",
  "of products chosen by id",
  (block) => block.source.ids?.length === 2,
);
