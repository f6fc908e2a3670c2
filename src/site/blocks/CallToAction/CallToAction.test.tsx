import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, expectLink, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { callToActionWithTwoActions } from "./fixtures.ts";

describe("callToAction", () => {
  it("shows its title, its sentence and both buttons", () => {
    const block = callToActionWithTwoActions;
    renderSections(block);
    expectHeadings(2, [block.title]);
    expect(screen.getByText(block.description)).toBeInTheDocument();
    expectLink(block.primaryAction.label, block.primaryAction.href);
    expectLink(block.secondaryAction!.label, block.secondaryAction!.href);
  });
});
