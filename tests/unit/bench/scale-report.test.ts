import { describe, expect, it } from "vitest";
import { keyTimes } from "../../../scripts/bench/key-times.ts";
import type { ScaleResult } from "../../../scripts/bench/scale.ts";
import { scaleTableRows, scaleTargetRows } from "../../../scripts/bench/scale-report.ts";
import type { VisualEditorReport } from "../../../scripts/bench/visual-editor.ts";

const editor = (keyMs: (number | null)[], mistakeMs: number[] = [120]): VisualEditorReport => ({
  file: "site-data/pages/about.json",
  startupMs: 3000,
  openMs: 4000,
  afterPause: keyTimes(keyMs),
  typingOn: keyTimes(keyMs),
  mistake: { ...keyTimes(mistakeMs), field: "#field_sections_0_primaryAction_href", link: "/contact" },
  validationRunsMs: [80],
  validationMedianMs: 80,
});

const scale = (
  added: number,
  figures: Partial<ScaleResult> & { validateMs?: number; files?: number } = {},
): ScaleResult => ({
  added,
  posts: added + 8,
  load: { start: 1.5, end: 2.25 },
  validation: {
    runsMs: [900],
    commandMs: 900,
    inProcessRunsMs: [figures.validateMs ?? 100],
    inProcessMs: figures.validateMs ?? 100,
    files: figures.files ?? added + 123,
  },
  editor: editor([50, 60, 70]),
  build: { ms: 20_000, steps: [{ name: "Prerendered", ms: 9000, line: "Prerendered 80 pages in 9000 ms." }] },
  rebuild: { ms: 3000, steps: [], file: "site-data/collections/posts/a.json", titleShown: true, pagesWritten: 18 },
  rebuildNewest: {
    ms: 9000,
    steps: [],
    file: "site-data/collections/posts/b.json",
    titleShown: true,
    pagesWritten: 320,
  },
  html: {
    pages: added + 74,
    largest: { file: "blog/index.html", bytes: 50 * 1024 },
    blogBytes: 50 * 1024,
    feedBytes: 20 * 1024,
  },
  ...figures,
});

const row = (rows: string[][], measure: string) => rows.find((cells) => cells[0].startsWith(measure))!;

describe("the scale table", () => {
  it("has a column per scale, then the target and whether it is met", () => {
    const rows = scaleTableRows([scale(0), scale(100), scale(1000)]);
    expect(row(rows, "full build")).toEqual([
      "full build (`npm run build`, no dist/ or .cache/)",
      "20.0 s",
      "20.0 s",
      "20.0 s",
      "≤ 30.0 s at +1,000",
      "met",
    ]);
    expect(row(rows, "posts")).toEqual([
      "posts (files validated)",
      "8 (123)",
      "108 (223)",
      "1008 (1123)",
      "report only",
      "–",
    ]);
    expect(row(rows, "load average")[1]).toBe("1.5 → 2.3");
  });

  it("judges a target for +1,000 posts at +1,000 only, and marks a figure that misses it bold", () => {
    const rows = scaleTableRows([
      scale(0, { build: { ms: 40_000, steps: [] } }),
      scale(1000, { build: { ms: 208_000, steps: [] } }),
    ]);
    expect(row(rows, "full build").slice(1)).toEqual(["40.0 s", "**208.0 s**", "≤ 30.0 s at +1,000", "**missed**"]);
  });

  it("judges a target for every scale at each, and names the scales that miss it", () => {
    const slow = scale(1000, { editor: editor([150, 160, 170]) });
    const rows = scaleTableRows([scale(0), scale(100), slow]);
    expect(row(rows, "key → preview, one after a pause: median").slice(1)).toEqual([
      "60 ms",
      "60 ms",
      "**160 ms**",
      "≤ 100 ms at every scale",
      "**missed** (+1,000)",
    ]);
  });

  it("shows a missed key as over the timeout, with how many missed and whether the measurement stopped", () => {
    const stuck = scale(1000, { editor: { ...editor([]), afterPause: keyTimes([null, null, null], true) } });
    const cells = row(scaleTableRows([stuck]), "key → preview, one after a pause: median");
    expect(cells.slice(1)).toEqual([
      "**> 10.0 s (3 of 3 missed, stopped after 3)**",
      "≤ 100 ms at every scale",
      "**missed** (+1,000)",
    ]);
  });

  it("compares the cost per file validated with the one at +100 posts: linear is met, worse than 1.5x is missed", () => {
    const linear = scaleTableRows([
      scale(100, { validateMs: 223, files: 223 }),
      scale(1000, { validateMs: 1500, files: 1123 }),
    ]);
    expect(row(linear, "validation per file ÷").slice(1)).toEqual(["1.00", "1.34", "≤ 1.5 at +1,000", "met"]);
    const worse = scaleTableRows([
      scale(100, { validateMs: 223, files: 223 }),
      scale(1000, { validateMs: 25_000, files: 1123 }),
    ]);
    expect(row(worse, "validation per file ÷").at(-1)).toBe("**missed**");
  });

  it("says a target was not measured where it applies, and a figure not measured is a dash", () => {
    const rows = scaleTableRows([scale(0), scale(20, { editor: null })]);
    expect(row(rows, "full build").slice(-2)).toEqual(["≤ 30.0 s at +1,000", "–"]);
    expect(row(rows, "validation per file ÷").slice(1, 3)).toEqual(["–", "–"]);
    expect(row(rows, "key → preview, typing on (100 ms apart): median")[2]).toBe("–");
  });

  it("reports the newest post's rebuild beside it, with the pages each rendered, for no target", () => {
    expect(row(scaleTableRows([scale(0)]), "rebuild after the newest").slice(1)).toEqual([
      "9.0 s (320 pages)",
      "report only",
      "–",
    ]);
  });

  it("misses the rebuild target when the rebuilt page does not show the new title, however fast", () => {
    const stale = scale(0, {
      rebuild: { ms: 500, steps: [], file: "site-data/collections/posts/a.json", titleShown: false, pagesWritten: 1 },
    });
    expect(row(scaleTableRows([stale]), "rebuild").slice(1)).toEqual([
      "**0.5 s (1 page) (the new title is not on the post's page)**",
      "≤ 5.0 s at every scale",
      "**missed** (+0)",
    ]);
  });

  it("names the largest page with its size", () => {
    const big = scale(1000, {
      html: {
        pages: 1074,
        largest: { file: "blog/index.html", bytes: 3.1 * 1024 * 1024 },
        blogBytes: 3.1 * 1024 * 1024,
        feedBytes: 900 * 1024,
      },
    });
    expect(row(scaleTableRows([big]), "largest HTML page").slice(1)).toEqual([
      "**3174.4 kB (`blog/index.html`)**",
      "≤ 100.0 kB at +1,000",
      "**missed**",
    ]);
  });
});

describe("the scale rows of the Targets table", () => {
  it("give each target the scale that decides it, its figure and its status", () => {
    const rows = scaleTargetRows([
      scale(0, { rebuild: { ms: 36_000, steps: [], file: "a", titleShown: true, pagesWritten: 18 } }),
      scale(1000, { rebuild: { ms: 210_000, steps: [], file: "a", titleShown: true, pagesWritten: 18 } }),
    ]);
    expect(row(rows, "Site at scale: rebuild")).toEqual([
      "Site at scale: rebuild after one post's title changed (the seed's oldest: its page, its listing pages, the posts that name it as related)",
      "≤ 5.0 s at every scale",
      "+1,000",
      "210.0 s (18 pages)",
      "**missed** (+0, +1,000)",
    ]);
    expect(row(rows, "Site at scale: full build").slice(2)).toEqual(["+1,000", "20.0 s", "met"]);
  });

  it("say not measured when the scale a target is for was not run", () => {
    expect(row(scaleTargetRows([scale(0), scale(20)]), "Site at scale: full build").slice(2)).toEqual([
      "–",
      "not measured",
      "–",
    ]);
  });
});
