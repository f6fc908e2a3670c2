import { describe, expect, it } from "vitest";
import { suggestedId } from "../../../src/studio/ui/files/suggested-id.ts";

describe("the address suggested from a new item's title", () => {
  it("is plain ASCII: lowercase letters, digits and dashes", () => {
    expect(suggestedId("Lagos Fintech Week 2026 recap")).toBe("lagos-fintech-week-2026-recap");
    expect(suggestedId("Café & Co.: ₦5,000 off!")).toBe("cafe-and-co-5-000-off");
    expect(suggestedId("  Ọjọ́ ìbí  ")).toBe("ojo-ibi");
  });

  it("starts with a letter, as an address must", () => {
    expect(suggestedId("2026: the year in review")).toBe("the-year-in-review");
    expect(suggestedId("₦ 500")).toBe("");
  });

  it("is cut at a dash when the title is long", () => {
    const id = suggestedId(
      "A very long title that goes on and on about core banking migrations in Nigerian microfinance banks",
    );
    expect(id.length).toBeLessThanOrEqual(60);
    expect(id).toBe("a-very-long-title-that-goes-on-and-on-about-core-banking");
  });
});
