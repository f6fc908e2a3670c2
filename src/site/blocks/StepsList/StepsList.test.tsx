import { describe, it } from "vitest";
import { expectHeadings, expectSteps, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { stepsOfItsOwn } from "./fixtures.ts";

describe("stepsList", () => {
  it("a numbered list of its steps, each with its number, its title as an h3 and its description", () => {
    const block = stepsOfItsOwn;
    renderSections(block);
    expectHeadings(2, [block.heading!.title]);
    expectSteps(document.body, block.steps!);
  });
});
