import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** Pictures written in the block, with captions, two to a row. */
export const galleryOfItsOwnPictures = exampleWhere(
  "imageGallery",
  "with pictures of its own",
  (block) => block.images !== undefined,
);
