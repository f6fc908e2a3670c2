import { describe, expect, it } from "vitest";
import {
  expectGallery,
  expectHeadings,
  gridColumns,
  renderSections,
} from "../../../../tests/unit/block-test-helpers.tsx";
import { galleryOfItsOwnPictures } from "./fixtures.ts";

describe("imageGallery", () => {
  it("a figure per picture with its caption, loaded at once on the first screen, two to a row from small screens", () => {
    const block = galleryOfItsOwnPictures;
    renderSections(block);
    expectHeadings(2, [block.heading!.title]);
    // Alone on the page, the gallery is its first screen.
    expectGallery(document.body, block.images!, "eager");
    expect(gridColumns()).toEqual([{ base: "1", sm: "2", lg: "2" }]);
  });
});
