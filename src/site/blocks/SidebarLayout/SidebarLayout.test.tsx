import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../../../tests/unit/block-examples.ts";
import { expectHeadings, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { storyWithSidebar } from "./fixtures.ts";

describe("sidebarLayout", () => {
  it("renders the main column's blocks, then the sidebar's, each complete; the sidebar is a named complementary region", () => {
    const block = storyWithSidebar;
    renderSections(block);
    const [main] = block.main as BlockOf<"richText">[];
    const [aside] = block.sidebar as BlockOf<"richText">[];
    expectHeadings(2, [main.heading!.title, aside.heading!.title]);
    const sidebar = screen.getByRole("complementary", { name: block.sidebarLabel });
    expect(within(sidebar).getByRole("heading", { level: 2 })).toHaveTextContent(aside.heading!.title);
    expect(within(sidebar).getByRole("link", { name: "Lekki Phase 1" })).toHaveAttribute("href", "/contact");
  });
});
