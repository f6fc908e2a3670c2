import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** Markdown written in the block: bold text, a list, and a link. */
export const richTextOfItsOwnMarkdown = exampleWhere(
  "richText",
  "with text of its own",
  (block) => block.text !== undefined,
);
