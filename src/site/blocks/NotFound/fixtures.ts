import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** A not-found message with its code, a title, a sentence and a way home. */
export const notFoundWithCode = exampleWhere("notFound", "with a code", (block) => block.code !== undefined);
