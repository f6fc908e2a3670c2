import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  dateHelp,
  dateOrder,
  intlLocale,
  readDate,
  textOfDate,
  withoutFileFormat,
} from "../../../src/studio/state/date-text.ts";

const nigeria = intlLocale("en_NG");

describe("readDate: a date typed in the site's own way (en-NG: day, month, year)", () => {
  it("takes the day first, in figures, and says the date in words", () => {
    expect(readDate("30/09/2026", nigeria)).toEqual({
      kind: "date",
      iso: "2026-09-30",
      words: "Wednesday 30 September 2026",
    });
    expect(readDate("1/10/2026", nigeria)).toMatchObject({ kind: "date", iso: "2026-10-01" });
    expect(readDate(" 30.09.2026 ", nigeria)).toMatchObject({ kind: "date", iso: "2026-09-30" });
  });

  it("takes the file's own way, 2026-09-30", () => {
    expect(readDate("2026-09-30", nigeria)).toMatchObject({ kind: "date", iso: "2026-09-30" });
  });

  it("takes the month by its name, with or without the weekday", () => {
    for (const typed of ["30 Sep 2026", "30 Sept 2026", "30 september 2026", "Sep 30, 2026", "30th Sep 2026"])
      expect(readDate(typed, nigeria), typed).toMatchObject({ kind: "date", iso: "2026-09-30" });
    expect(readDate("Wednesday 30 September 2026", nigeria)).toMatchObject({ kind: "date", iso: "2026-09-30" });
  });

  it("refuses a day its month does not have, with the reason in words", () => {
    expect(readDate("31/02/2026", nigeria)).toEqual({
      kind: "not-a-date",
      problem: "There is no 31 February 2026: February 2026 has 28 days.",
      certain: true,
    });
    expect(readDate("29/02/2028", nigeria)).toMatchObject({ kind: "date", iso: "2028-02-29" });
    expect(readDate("09/30/2026", nigeria)).toMatchObject({
      kind: "not-a-date",
      problem: expect.stringContaining("12 months"),
    });
  });

  it("says what to type for what it cannot read, a half-typed year included", () => {
    expect(readDate("next Friday", nigeria)).toEqual({
      kind: "not-a-date",
      problem: "“next Friday” is not a date yet: type the day, month and year, e.g. 30/09/2026.",
      certain: false,
    });
    expect(readDate("30/09/26", nigeria)).toMatchObject({
      kind: "not-a-date",
      problem: expect.stringContaining("in full"),
    });
    expect(readDate("30/09/202", nigeria).kind).toBe("not-a-date");
  });

  it("says an empty field needs a date, never a date of its own", () => {
    expect(readDate("  ", nigeria)).toMatchObject({
      kind: "empty",
      problem: expect.stringContaining("e.g. 30/09/2026"),
    });
  });
});

describe("the field's text and help follow the site's locale", () => {
  it("shows what the file holds in the locale's order", () => {
    expect(textOfDate("2026-09-30", "dmy")).toBe("30/09/2026");
    expect(textOfDate("2026-09-30", "mdy")).toBe("09/30/2026");
    expect(textOfDate("not a date", "dmy")).toBe("not a date");
    expect(textOfDate(undefined, "dmy")).toBe("");
  });

  it("puts the month first where the locale does", () => {
    expect(dateOrder(nigeria)).toBe("dmy");
    expect(dateOrder("en-US")).toBe("mdy");
    expect(readDate("09/30/2026", "en-US")).toMatchObject({ kind: "date", iso: "2026-09-30" });
    expect(dateHelp("dmy")).toBe("Type the day, month and year, e.g. 30/09/2026 or 30 Sep 2026.");
  });
});

describe("the help of a date field says what the field takes, not how the file writes it", () => {
  it("leaves the file's YYYY-MM-DD out of every date's help in the schemas", () => {
    const descriptions = ["posts", "jobs", "kbArticles"].flatMap((name) => {
      const schema = JSON.parse(readFileSync(`schemas/collections/${name}.schema.json`, "utf8"));
      return Object.values(schema.properties as Record<string, { format?: string; description: string }>)
        .filter((property) => property.format === "date")
        .map((property) => withoutFileFormat(property.description));
    });
    expect(descriptions).toContain("The day the post is published.");
    expect(descriptions).toContain("When the article was last checked against the product.");
    for (const help of descriptions) expect(help).not.toMatch(/YYYY|\d{4}-\d{2}-\d{2}|\.\.|,\./);
  });
});
