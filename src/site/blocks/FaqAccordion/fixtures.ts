import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** The questions of one topic of the faqs collection (careers), in their order. */
export const faqsOfOneTopic = exampleWhere(
  "faqAccordion",
  "of a topic of the faqs collection",
  (block) => block.source?.filter !== undefined,
);
