import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** Links written in the block, in a row. */
export const linkListOfItsOwnLinks = exampleWhere(
  "linkList",
  "with links of its own",
  (block) => block.links !== undefined,
);

/** The blog's categories, each linking to its page with the number of posts that name it. */
export const categoriesWithPostCounts = exampleWhere(
  "linkList",
  "counting posts",
  (block) => block.count?.collection === "posts",
);
