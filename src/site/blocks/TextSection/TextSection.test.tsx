import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { headingAndParagraphs } from "./fixtures.ts";

describe("textSection", () => {
  it("shows its heading, aligned as the block says, and every paragraph", () => {
    const block = headingAndParagraphs;
    renderSections(block);
    const heading = screen.getByRole("heading", { level: 2, name: block.heading.title });
    expect(heading.parentElement).toHaveStyle({ textAlign: block.heading.centered === false ? "left" : "center" });
    for (const paragraph of block.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });
});
