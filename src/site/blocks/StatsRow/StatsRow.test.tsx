import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, gridColumns, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { fourFigures } from "./fixtures.ts";

describe("statsRow", () => {
  it("each figure with its label in one list item, the figure first; two to a row, four on large screens", () => {
    const block = fourFigures;
    renderSections(block);
    expectHeadings(2, [block.heading!.title]);
    // Each figure sits with its label in one list item, the figure first.
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => [...item.children].map((child) => child.textContent))).toEqual(
      block.stats.map((stat) => [stat.value, stat.label]),
    );
    expect(gridColumns()).toEqual([{ base: "2", lg: "4" }]);
  });
});
