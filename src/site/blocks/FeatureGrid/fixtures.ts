import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** Cards written in the block, each with an icon, a title and a description, under a heading with a subtitle. */
export const featureGridOfItsOwnCards = exampleWhere(
  "featureGrid",
  "with cards of its own",
  (block) => block.items !== undefined,
);
