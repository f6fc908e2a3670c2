import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** The support page's search: a topic's FAQs and the knowledge-base articles, under a heading. */
export const helpSearch = exampleWhere("searchBox", "of FAQs and knowledge-base articles", (block) =>
  block.finds.some((source) => source.collection === "kbArticles"),
);
