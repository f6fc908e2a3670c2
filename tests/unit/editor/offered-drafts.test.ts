import { describe, expect, it } from "vitest";
import type { DraftRecord } from "../../../src/core/contract/api-types.ts";
import { changedSince, offeredDrafts, whenWords } from "../../../src/studio/state/offered-drafts.ts";

const disk = new Map([
  ["site-data/pages/home.json", { text: '{ "title": "Home" }\n', version: "aaaaaaaaaaaaaaaa" }],
  ["site-data/pages/about.json", { text: '{ "title": "About" }\n', version: "bbbbbbbbbbbbbbbb" }],
]);
const draft = (file: string, text: string | null, changedAt: number, base: string | null = null): DraftRecord => ({
  file,
  text,
  base,
  changedAt,
});

describe("offeredDrafts: what the editor offers back when it opens", () => {
  it("takes the newer of the project's draft and the browser's copy for each file", () => {
    const kept = [
      draft("site-data/pages/home.json", '{ "title": "Kept" }\n', 100),
      draft("site-data/pages/about.json", '{ "title": "Kept about" }\n', 300),
    ];
    const inBrowser = [
      draft("site-data/pages/home.json", '{ "title": "Typed while the server was stopped" }\n', 200),
      draft("site-data/pages/about.json", '{ "title": "Older" }\n', 250),
    ];
    expect(offeredDrafts(kept, inBrowser, disk).map((record) => record.text)).toEqual([
      '{ "title": "Kept about" }\n',
      '{ "title": "Typed while the server was stopped" }\n',
    ]);
  });

  it("leaves out drafts whose changes are on disk already (saved, or the deletion done), and drafts that cannot be read", () => {
    const records = [
      draft("site-data/pages/home.json", '{ "title": "Home" }\n', 1),
      draft("site-data/pages/gone.json", null, 2),
      draft("site-data/pages/broken.json", "{ half", 3),
      draft("site-data/pages/about.json", null, 4),
    ];
    expect(offeredDrafts(records, [], disk)).toEqual([draft("site-data/pages/about.json", null, 4)]);
  });

  it("tells a draft whose file changed on disk since it started", () => {
    expect(changedSince(draft("site-data/pages/home.json", "{}", 1, "aaaaaaaaaaaaaaaa"), disk)).toBe(false);
    expect(changedSince(draft("site-data/pages/home.json", "{}", 1, "0000000000000000"), disk)).toBe(true);
    expect(changedSince(draft("site-data/pages/new.json", "{}", 1, null), disk)).toBe(false);
    expect(changedSince(draft("site-data/pages/about.json", "{}", 1, null), disk)).toBe(true);
  });
});

describe("whenWords: when the drafts were made, as a person says it", () => {
  const now = new Date(2026, 2, 14, 16, 30).getTime();
  it("says how long ago within the hour, and the day and time after that", () => {
    expect(whenWords(now - 20_000, now)).toBe("just now");
    expect(whenWords(now - 60_000, now)).toBe("1 minute ago");
    expect(whenWords(now - 45 * 60_000, now)).toBe("45 minutes ago");
    expect(whenWords(new Date(2026, 2, 14, 9, 5).getTime(), now, "en-GB")).toBe("today at 09:05");
    expect(whenWords(new Date(2026, 2, 13, 23, 50).getTime(), now, "en-GB")).toBe("yesterday at 23:50");
    expect(whenWords(new Date(2026, 2, 3, 8, 0).getTime(), now, "en-GB")).toBe("3 March at 08:00");
    expect(whenWords(new Date(2025, 11, 24, 8, 0).getTime(), now, "en-GB")).toBe("24 December 2025 at 08:00");
  });
});
