import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** A tab per topic of the faqs collection (general, billing, ...), each with its questions. */
export const faqTabsByTopic = exampleWhere("faqTabs", "of topics of the faqs collection", (block) =>
  block.tabs.every((tab) => tab.source !== undefined),
);

/** A product page's FAQ tabs: its first three questions, then the rest (from the page's item). */
export const productFaqTabs = exampleWhere("faqTabs", "of the page item's questions", (block) =>
  block.tabs.every((tab) => tab.from !== undefined),
);
