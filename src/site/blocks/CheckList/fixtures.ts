import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** A checked list of lines written in the block, under a heading with a subtitle. */
export const checkListOfItsOwnLines = exampleWhere(
  "checkList",
  "with items of its own",
  (block) => block.items !== undefined,
);
