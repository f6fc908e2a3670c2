import { describe, expect, it } from "vitest";
import { renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import type { Block } from "../../../core/generated/site-data.ts";
import factListClasses from "./FactList.module.css";
import { jobFactsWrittenOut } from "./fixtures.ts";

describe("factList", () => {
  it("a description list of its facts, label then value", () => {
    const block = jobFactsWrittenOut;
    renderSections(block);
    const list = document.querySelector("dl")!;
    expect([...list.querySelectorAll("dt")].map((term) => term.textContent)).toEqual(
      block.facts.map((fact) => fact.label),
    );
    const values = [...list.querySelectorAll("dd")];
    expect(values.map((value) => value.textContent)).toEqual(block.facts.map((fact) => fact.value));
    // Only the value in lowercase words ("engineering") is capitalised; "Lagos, Nigeria" and "Full-time" stay as written.
    expect(values.map((value) => value.classList.contains(factListClasses.capitalized))).toEqual([true, false, false]);
  });

  it("capitalises only values in lowercase words", () => {
    const values = ["customer success", "full-time", "Remote", "Lagos, Nigeria", "2023", "e-commerce"];
    renderSections({
      type: "factList",
      facts: values.map((value, index) => ({ label: `Fact ${index}`, value })),
    } as Block);
    expect(
      [...document.querySelectorAll("dd")].map((value) => value.classList.contains(factListClasses.capitalized)),
    ).toEqual([true, true, false, false, false, true]);
  });

  it("shows a date as visitors read it, in a <time> element that keeps the date for machines", () => {
    renderSections({
      type: "factList",
      facts: [
        { label: "Apply by", value: "2027-01-31" },
        { label: "Year", value: "2023" },
      ],
    } as Block);
    const [date, year] = document.querySelectorAll("dd");
    expect(date.querySelector("time")?.getAttribute("datetime")).toBe("2027-01-31");
    expect(date.textContent).toBe("31 January 2027");
    expect(year.querySelector("time")).toBeNull();
  });
});
