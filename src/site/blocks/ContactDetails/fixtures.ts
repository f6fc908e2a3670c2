import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** The company's address, hours, phone and e-mail with their labels, an intro in Markdown, and its social links. */
export const contactDetailsWithSocialLinks = exampleWhere(
  "contactDetails",
  "showing the social links",
  (block) => block.showSocial === true,
);
