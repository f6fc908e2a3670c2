import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, expectLink, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { notFoundWithCode } from "./fixtures.ts";

describe("notFound", () => {
  it("shows the code, the title as the page's h1, the message and the way home", () => {
    const block = notFoundWithCode;
    renderSections(block);
    expect(screen.getByText(block.code!)).toBeInTheDocument();
    expectHeadings(1, [block.title]);
    expect(screen.getByText(block.message)).toBeInTheDocument();
    expectLink(block.action.label, block.action.href);
  });
});
