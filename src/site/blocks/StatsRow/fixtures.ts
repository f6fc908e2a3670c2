import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** Four big figures with their labels, under a heading. */
export const fourFigures = exampleWhere("statsRow", "of four figures", (block) => block.stats.length === 4);
