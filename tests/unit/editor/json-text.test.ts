import { describe, expect, it } from "vitest";
import { canonicalJson, jsonText } from "../../../src/studio/state/json-text.ts";
import { withValueAt } from "../../../src/studio/state/json-edits.ts";

const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  return { lengths: [a.length, b.length], lines: a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]]])) };
};

const page = canonicalJson({
  $schema: "../../schemas/page.schema.json",
  id: "home",
  path: "/",
  title: "Home",
  sections: [
    { type: "hero", title: "Old headline", subtitle: "A line", primaryAction: { label: "Go", href: "/contact" } },
    { type: "callToAction", title: "Talk to us" },
  ],
});

describe("jsonText: what the editor writes", () => {
  it("writes 2-space JSON with $schema first and a newline at the end", () => {
    const text = jsonText(undefined, { id: "a", $schema: "../s.json", list: [1] });
    expect(text).toBe('{\n  "$schema": "../s.json",\n  "id": "a",\n  "list": [\n    1\n  ]\n}\n');
  });

  it("changes one line for a one-field edit, and keeps every key where it was", () => {
    const value = withValueAt(JSON.parse(page), ["sections", 0, "title"], "New headline");
    const after = jsonText(page, value);
    const lines = page.split("\n").length;
    expect(changedLines(page, after)).toEqual({
      lengths: [lines, lines],
      lines: [['      "title": "Old headline",', '      "title": "New headline",']],
    });
    expect(Object.keys(JSON.parse(after))).toEqual(["$schema", "id", "path", "title", "sections"]);
  });

  it("puts a new key where the schema's order says, not at the end", () => {
    const value = withValueAt(JSON.parse(page), ["description"], "About us", () => [
      "$schema",
      "id",
      "path",
      "title",
      "description",
      "sections",
    ]);
    expect(Object.keys(JSON.parse(jsonText(page, value)))).toEqual([
      "$schema",
      "id",
      "path",
      "title",
      "description",
      "sections",
    ]);
  });

  it("returns the text unchanged when the value is the same, even laid out by hand", () => {
    const byHand = '{ "$schema": "../s.json",\n  "fields": [{ "name": "a" }, { "name": "b" }]\n}\n';
    expect(jsonText(byHand, JSON.parse(byHand))).toBe(byHand);
  });

  it("in a file laid out by hand, replaces only what changed", () => {
    const byHand =
      '{\n  "$schema": "../s.json",\n  "fields": [\n    { "name": "a", "label": "A" },\n    { "name": "b", "label": "B" }\n  ]\n}\n';
    const value = withValueAt(JSON.parse(byHand), ["fields", 1, "label"], "Bee");
    const after = jsonText(byHand, value);
    expect(changedLines(byHand, after).lines).toEqual([
      ['    { "name": "b", "label": "B" }', '    { "name": "b", "label": "Bee" }'],
    ]);
  });

  it("removes a key without touching the others", () => {
    const value = withValueAt(JSON.parse(page), ["sections", 0, "subtitle"], undefined);
    const after = jsonText(page, value);
    expect(after.split("\n").length).toBe(page.split("\n").length - 1);
    expect(after).not.toContain("subtitle");
    expect(JSON.parse(after).sections[0]).toEqual({
      type: "hero",
      title: "Old headline",
      primaryAction: { label: "Go", href: "/contact" },
    });
  });
});
