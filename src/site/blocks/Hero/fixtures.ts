import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** A headline, a line under it and two buttons, on the site's default background. */
export const heroWithTwoActions = exampleWhere(
  "hero",
  "with a secondary action",
  (block) => block.secondaryAction !== undefined,
);
