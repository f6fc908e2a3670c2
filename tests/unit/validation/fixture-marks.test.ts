import { describe, expect, it } from "vitest";
import { marksOf, placeIn, placeOf, withoutMarks } from "./fixture-marks.ts";

describe("places marked in a fixture", () => {
  const text = '⟨file⟩{\n  "a": ⟨here⟩1,\n  "b": [⟨second⟩2]\n}⟨end⟩';

  it("takes the markers out, and gives each one's line and column in what is left", () => {
    expect(withoutMarks(text)).toBe('{\n  "a": 1,\n  "b": [2]\n}');
    expect(Object.fromEntries(marksOf(text))).toEqual({
      file: { line: 1, column: 1 },
      here: { line: 2, column: 8 },
      second: { line: 3, column: 9 },
      end: { line: 4, column: 2 },
    });
    expect(placeOf(text)).toEqual({ line: 2, column: 8 });
    expect(() => placeOf(text, "missing")).toThrow("No marker ⟨missing⟩");
    expect(() => marksOf("⟨here⟩1⟨here⟩")).toThrow("twice");
  });

  it("finds a marked excerpt in a text, once", () => {
    expect(placeIn(withoutMarks(text), '"b": [⟨here⟩2')).toEqual({ line: 3, column: 9 });
    expect(() => placeIn('{ "a": 1, "b": 1 }', ": ⟨here⟩1")).toThrow("exactly once");
    expect(() => placeIn("{}", "⟨x⟩{⟨y⟩")).toThrow("one marker");
  });
});
