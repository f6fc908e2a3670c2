import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** A closing invitation with a title, a sentence, and a primary and a secondary button. */
export const callToActionWithTwoActions = exampleWhere(
  "callToAction",
  "with a secondary action",
  (block) => block.secondaryAction !== undefined,
);
