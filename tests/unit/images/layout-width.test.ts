/**
 * The `sizes` the blocks write follow the layout's figures (Mantine's breakpoints and containers, each block's grid);
 * tests/e2e/photos.spec.ts checks in Chromium that a photo is drawn as wide as its `sizes` says.
 */
import { describe, expect, it } from "vitest";
import {
  articleWidth,
  column,
  fixedWidth,
  fullWidth,
  sectionWidth,
  sizesAttribute,
  widestUpToLaptop,
} from "../../../src/core/images/layout-width.ts";
import { gridOfCards, neededWidth, productRowPicture } from "../../../src/core/images/image-places.ts";

describe("sizes of each place", () => {
  it("a grid of three: one a row on phones, two from 768 px, three from 1200 px in the 1140 px container", () => {
    expect(sizesAttribute(gridOfCards(sectionWidth, 3))).toBe(
      "(min-width: 1200px) 356px, (min-width: 1140px) 544px, (min-width: 768px) calc(50vw - 26px), calc(100vw - 32px)",
    );
  });

  it("a grid of two in a sidebar layout's main column (8 of 12 from 1200 px)", () => {
    expect(sizesAttribute(gridOfCards(column(sectionWidth, 8 / 12, 48, "lg"), 2))).toBe(
      "(min-width: 1200px) 351px, (min-width: 1140px) 544px, (min-width: 768px) calc(50vw - 26px), calc(100vw - 32px)",
    );
  });

  it("a product's picture: half the row from 992 px", () => {
    expect(sizesAttribute(productRowPicture(sectionWidth))).toBe(
      "(min-width: 1140px) 530px, (min-width: 992px) calc(50vw - 40px), calc(100vw - 32px)",
    );
  });

  it("an article's picture, a hero's, an avatar", () => {
    expect(sizesAttribute(articleWidth)).toBe("(min-width: 960px) 928px, calc(100vw - 32px)");
    expect(sizesAttribute(fullWidth)).toBe("100vw");
    expect(sizesAttribute(fixedWidth(80))).toBe("80px");
  });
});

describe("how wide a photo must be for its place", () => {
  it("is twice the widest the place gets on screens up to a laptop's, and never more than the widest copy made", () => {
    expect(widestUpToLaptop(gridOfCards(sectionWidth, 3))).toBe(735);
    expect(neededWidth("card", 1.5)).toBe(1470);
    expect(neededWidth("article", 1.5)).toBe(1856);
    expect(neededWidth("fullWidth", 1.5)).toBe(1920);
    expect(neededWidth("avatar", 1)).toBe(160);
    expect(neededWidth("logo", 2.5)).toBe(280);
  });
});
