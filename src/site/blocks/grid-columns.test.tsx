/** How many cards, steps, pictures or figures a block puts in a row on large screens ("columns"). */
import { describe, expect, it } from "vitest";
import { gridColumns, renderSections } from "../../../tests/unit/block-test-helpers.tsx";
import type { Block } from "../../core/generated/site-data.ts";
import { featureGridOfItsOwnCards } from "./FeatureGrid/fixtures.ts";
import { galleryOfItsOwnPictures } from "./ImageGallery/fixtures.ts";
import { productCards } from "./ProductGrid/fixtures.ts";
import { serviceCards } from "./ServiceGrid/fixtures.ts";
import { stepsOfItsOwn } from "./StepsList/fixtures.ts";

describe("columns on large screens", () => {
  it("grids show block.columns cards per row on large screens, 3 by default", () => {
    const largeScreenColumns = () =>
      [...document.querySelectorAll("style")]
        .map((style) => style.textContent!.match(/min-width: 75em\)\{[^}]*--sg-cols:(\d)/)?.[1])
        .filter(Boolean);
    const { unmount } = renderSections(featureGridOfItsOwnCards, serviceCards, productCards);
    expect(largeScreenColumns()).toEqual(["3", "3", "3"]);
    unmount();
    renderSections({ ...featureGridOfItsOwnCards, columns: 4 }, { ...serviceCards, columns: 2 });
    expect(largeScreenColumns()).toEqual(["4", "2"]);
  });

  it("steps and pictures: block.columns per row on large screens, 3 by default; stats: up to 4, two even rows for 5 or 6", () => {
    const stats = (count: number) =>
      ({
        type: "statsRow",
        stats: Array.from({ length: count }, (_, index) => ({ value: `${index}`, label: `Stat ${index}` })),
      }) as Block;
    const { columns: _steps, ...steps } = stepsOfItsOwn;
    const { columns: _images, ...images } = galleryOfItsOwnPictures;
    renderSections(
      steps,
      { ...steps, columns: 2 },
      images,
      { ...images, columns: 2 },
      stats(2),
      stats(3),
      stats(5),
      stats(6),
    );
    expect(gridColumns().map((columns) => columns.lg)).toEqual(["3", "2", "3", "2", "2", "3", "3", "3"]);
  });
});
