import { describe, expect, it } from "vitest";
import { numberOrText, textOfNumber } from "../../../src/studio/state/number-text.ts";

describe("numberOrText: what a number field's text puts in the file", () => {
  it("a number once the text reads as one, half-typed decimals included", () => {
    expect(numberOrText("12")).toBe(12);
    expect(numberOrText("-3")).toBe(-3);
    expect(numberOrText("1.")).toBe(1);
    expect(numberOrText("1.5")).toBe(1.5);
    expect(numberOrText(".5")).toBe(0.5);
    expect(numberOrText("2e3")).toBe(2000);
    expect(numberOrText(" 7 ")).toBe(7);
  });

  it("the text itself while it is not a number yet, so that no key is dropped and the validator can say so", () => {
    for (const text of ["-", "1e", "1,5", "abc", "--1", "12345678901234567890"]) expect(numberOrText(text)).toBe(text);
  });

  it("nothing for an empty field (left out of the file)", () => {
    expect(numberOrText("")).toBeUndefined();
    expect(numberOrText("  ")).toBeUndefined();
  });

  it("shows what the file holds", () => {
    expect(textOfNumber(12)).toBe("12");
    expect(textOfNumber("-")).toBe("-");
    expect(textOfNumber(undefined)).toBe("");
  });
});
