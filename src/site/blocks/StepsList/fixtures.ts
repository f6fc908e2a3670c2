import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** Numbered steps written in the block, four to a row. */
export const stepsOfItsOwn = exampleWhere("stepsList", "with steps of its own", (block) => block.steps !== undefined);
