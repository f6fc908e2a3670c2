import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, expectLink, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { richTextOfItsOwnMarkdown } from "./fixtures.ts";

describe("richText", () => {
  it("renders its Markdown: bold, a list, and a link that goes where the text says", () => {
    const block = richTextOfItsOwnMarkdown;
    renderSections(block);
    expectHeadings(2, [block.heading!.title]);
    expect(screen.getByText("2015").tagName).toBe("STRONG");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Banking software", "Talk to us"]);
    expectLink("Talk to us", "/contact");
  });
});
