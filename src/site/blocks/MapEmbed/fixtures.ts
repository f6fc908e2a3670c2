import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** The office's map: a drawn picture of the area, the interactive map's address, its height, and two links under it. */
export const officeMapWithTwoLinks = exampleWhere(
  "mapEmbed",
  "with two links",
  (block) => block.link !== undefined && block.secondLink !== undefined,
);
