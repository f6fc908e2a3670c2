import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { chipListOfItsOwnChips } from "./fixtures.ts";

describe("chipList", () => {
  it("a centred list of its chips", () => {
    const block = chipListOfItsOwnChips;
    renderSections(block);
    expectHeadings(2, [block.heading!.title]);
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("UL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(block.chips);
    expect(list).toHaveClass("mantine-Group-root");
    expect(list).toHaveStyle({ "--group-justify": "center" });
  });
});
