import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** A job's facts written out (not taken from the page's item): a department in lowercase words, a place, a type. */
export const jobFactsWrittenOut = exampleWhere("factList", "with values written out", (block) =>
  block.facts.every((fact) => !fact.value.includes("{item.")),
);
