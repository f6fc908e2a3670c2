import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** Chips written in the block (technologies), under a heading. */
export const chipListOfItsOwnChips = exampleWhere(
  "chipList",
  "with chips of its own",
  (block) => block.chips !== undefined,
);
