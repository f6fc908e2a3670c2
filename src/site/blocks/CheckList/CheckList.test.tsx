import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectCheckList,
  expectHeadings,
  gridColumns,
  renderSections,
} from "../../../../tests/unit/block-test-helpers.tsx";
import { checkListOfItsOwnLines } from "./fixtures.ts";

describe("checkList", () => {
  it("its lines, each after a check icon, one to a row, two on large screens", () => {
    const block = checkListOfItsOwnLines;
    renderSections(block);
    expectHeadings(2, [block.heading!.title]);
    expect(screen.getByText(block.heading!.subtitle!)).toBeInTheDocument();
    expectCheckList(document.body, block.items!);
    expect(gridColumns()).toEqual([{ base: "1", lg: "2" }]);
  });
});
