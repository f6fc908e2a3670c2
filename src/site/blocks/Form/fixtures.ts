import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** The newsletter form of the forms collection, in a card with a title and a sentence. */
export const newsletterForm = exampleWhere("form", "of the newsletter form", (block) => block.form === "newsletter");
