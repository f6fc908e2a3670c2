import { describe, expect, it } from "vitest";
import { keysToPreview, keyTimes, missedInARow } from "../../../scripts/bench/key-times.ts";
import { median, percentile } from "../../../scripts/bench/util.ts";

describe("median and percentile", () => {
  it("take the middle value, or the mean of the two middle ones, ignoring missing values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, null, 3, 2, undefined])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it("take the nearest rank: the 90th of 20 values is the 18th, of 10 the 9th, of 1 that one", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(twenty, 90)).toBe(18);
    expect(percentile(twenty, 50)).toBe(10);
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 90)).toBe(90);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([null], 90)).toBeNull();
  });

  it("count a time that never came (Infinity) as larger than any other", () => {
    expect(median([1, Infinity, Infinity])).toBe(Infinity);
    expect(percentile([1, 2, Infinity], 50)).toBe(2);
  });
});

describe("keyTimes", () => {
  it("counts a missed key as slower than every other in the median and the 90th percentile", () => {
    const times = keyTimes([50, 60, null, 70]);
    expect(times.missed).toBe(1);
    expect(times.medianMs).toBe(65);
    // The 90th percentile of four is the fourth: the miss.
    expect(times.p90Ms).toBeNull();
  });

  it("has no median when most keys missed, and says whether it stopped early", () => {
    expect(keyTimes([null, null, 40], true)).toEqual({
      runsMs: [null, null, 40],
      medianMs: null,
      p90Ms: null,
      missed: 2,
      stopped: true,
    });
  });

  it("stops after three misses in a row, not three in all", () => {
    expect(missedInARow([null, 10, null, null])).toBe(false);
    expect(missedInARow([10, null, null, null])).toBe(true);
    expect(missedInARow([null, null])).toBe(false);
  });
});

describe("keysToPreview", () => {
  const keys = (texts: string[], from = 1000, gap = 100) => texts.map((text, i) => ({ text, at: from + i * gap }));

  it("times one key to the first frame that shows its text", () => {
    const frames = [
      { text: "Bench", at: 500 },
      { text: "Bench a", at: 1180 },
      { text: "Bench a", at: 1200 },
    ];
    expect(keysToPreview(keys(["Bench a"]), frames)).toEqual([180]);
  });

  it("counts a frame that already shows later keys for the keys it skipped", () => {
    const typed = keys(["Bench a", "Bench ab", "Bench abc"]);
    // The preview shows nothing while the keys come, then the whole text.
    const frames = [
      { text: "Bench", at: 900 },
      { text: "Bench abc", at: 1500 },
    ];
    expect(keysToPreview(typed, frames)).toEqual([500, 400, 300]);
  });

  it("does not count a frame of an earlier text, nor one before the key", () => {
    const typed = keys(["Bench a", "Bench ab"]);
    const frames = [
      { text: "Bench a", at: 990 },
      { text: "Bench a", at: 1150 },
      { text: "Bench ab", at: 1250 },
    ];
    expect(keysToPreview(typed, frames)).toEqual([150, 150]);
  });

  it("ignores white space around the text, as a heading shows it", () => {
    expect(keysToPreview([{ text: "Bench a ", at: 0 }], [{ text: "  Bench a", at: 40 }])).toEqual([40]);
  });

  it("misses a key the preview never shows, or shows after the timeout", () => {
    const typed = keys(["Bench a", "Bench ab"], 0);
    expect(keysToPreview(typed, [{ text: "Bench a", at: 10_001 }])).toEqual([null, null]);
    expect(keysToPreview(typed, [{ text: "Bench ab", at: 10_000 }])).toEqual([10_000, 9_900]);
  });

  it("does not take a text the keys never typed for theirs", () => {
    expect(keysToPreview(keys(["Bench a"]), [{ text: "Bench ax", at: 1100 }])).toEqual([null]);
  });
});
