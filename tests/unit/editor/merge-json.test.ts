import { describe, expect, it } from "vitest";
import { mergeValues } from "../../../src/studio/state/merge-json.ts";

const page: { title: string; description: string; sections: Section[] } = {
  title: "Home",
  description: "Software in Lagos",
  sections: [
    { type: "hero", title: "Banking software", subtitle: "Built in Lagos" },
    { type: "stats", items: [{ label: "Clients", value: "50+" }] },
    { type: "cta", title: "Talk to us" },
  ],
};
const copy = <T>(value: T): T => structuredClone(value);
interface Section {
  type: string;
  title?: string;
  subtitle?: string;
  items?: { label: string; value: string }[];
}

describe("merging a draft with someone else's publish", () => {
  it("takes their change to one field and mine to another, without a question", () => {
    const theirs = { ...copy(page), title: "Welcome" };
    const mine = { ...copy(page), description: "Banking software in Lagos" };
    expect(mergeValues(page, theirs, mine)).toEqual({
      value: { ...copy(page), title: "Welcome", description: "Banking software in Lagos" },
      conflicts: [],
    });
  });

  it("asks about one field both changed differently, with both values, and keeps mine until answered", () => {
    const theirs = { ...copy(page), title: "Welcome" };
    const mine = { ...copy(page), title: "Hello" };
    expect(mergeValues(page, theirs, mine)).toEqual({
      value: mine,
      conflicts: [{ path: ["title"], base: "Home", theirs: "Welcome", mine: "Hello" }],
    });
  });

  it("takes a change both made alike once", () => {
    const theirs = { ...copy(page), title: "Welcome" };
    expect(mergeValues(page, theirs, copy(theirs))).toEqual({ value: theirs, conflicts: [] });
  });

  it("merges fields inside one block of the sections, and a block added at the end with a block edited", () => {
    const theirs = copy(page);
    theirs.sections[0].title = "Core banking software";
    const mine = copy(page);
    mine.sections[0].subtitle = "Designed in Lagos";
    mine.sections.push({ type: "cta", title: "Read the blog" });
    const { value, conflicts } = mergeValues(page, theirs, mine);
    expect(conflicts).toEqual([]);
    const expected = copy(page);
    expected.sections[0] = { type: "hero", title: "Core banking software", subtitle: "Designed in Lagos" };
    expected.sections.push({ type: "cta", title: "Read the blog" });
    expect(value).toEqual(expected);
  });

  it("keeps a block they removed out, and my edit of another block in", () => {
    const theirs = copy(page);
    theirs.sections.splice(1, 1);
    const mine = copy(page);
    mine.sections[2].title = "Call us";
    const { value, conflicts } = mergeValues(page, theirs, mine);
    expect(conflicts).toEqual([]);
    expect((value as typeof page).sections).toEqual([page.sections[0], { type: "cta", title: "Call us" }]);
  });

  it("takes their edit of a block and a block I added right after it", () => {
    const theirs = copy(page);
    theirs.sections[1].items![0].value = "60+";
    const mine = copy(page);
    mine.sections.splice(2, 0, { type: "cta", title: "Inserted" });
    const { value, conflicts } = mergeValues(page, theirs, mine);
    expect(conflicts).toEqual([]);
    expect((value as typeof page).sections).toEqual([
      page.sections[0],
      theirs.sections[1],
      { type: "cta", title: "Inserted" },
      page.sections[2],
    ]);
  });

  it("asks about the list when they edited a block I removed", () => {
    const theirs = copy(page);
    theirs.sections[1].items![0].value = "60+";
    const mine = copy(page);
    mine.sections.splice(1, 1);
    expect(mergeValues(page, theirs, mine).conflicts.map((conflict) => conflict.path)).toEqual([["sections"]]);
  });

  it("names the item of a list in the merged value when both changed one field of it", () => {
    const theirs = copy(page);
    theirs.sections[1].items![0].value = "60+";
    theirs.sections.unshift({ type: "cta", title: "New first block" });
    const mine = copy(page);
    mine.sections[1].items![0].value = "70+";
    const { value, conflicts } = mergeValues(page, theirs, mine);
    expect(conflicts).toEqual([
      { path: ["sections", 2, "items", 0, "value"], base: "50+", theirs: "60+", mine: "70+" },
    ]);
    expect((value as typeof page).sections.map((section) => section.type)).toEqual(["cta", "hero", "stats", "cta"]);
  });

  it("asks about the whole list when both reshaped the same stretch of it differently", () => {
    const theirs = copy(page);
    theirs.sections.splice(1, 1, { type: "cta", title: "A" }, { type: "cta", title: "B" });
    const mine = copy(page);
    mine.sections.splice(1, 1);
    const { value, conflicts } = mergeValues(page, theirs, mine);
    expect(value).toEqual(mine);
    expect(conflicts.map((conflict) => conflict.path)).toEqual([["sections"]]);
  });

  it("a field one side removed and the other left alone is removed", () => {
    const theirs: Record<string, unknown> = copy(page);
    delete theirs.description;
    const mine = { ...copy(page), title: "Hello" };
    expect(mergeValues(page, theirs, mine).value).toEqual({ title: "Hello", sections: page.sections });
  });

  it("without the version the draft started from, asks about every difference and takes nothing silently", () => {
    const theirs = { ...copy(page), title: "Welcome" };
    const mine = { ...copy(page), description: "Changed" };
    const { value, conflicts } = mergeValues(undefined, theirs, mine, false);
    expect(value).toEqual(mine);
    expect(conflicts.map((conflict) => conflict.path)).toEqual([["title"], ["description"]]);
  });
});
