import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { CheckRequest } from "../../../src/core/contract/api-types.ts";

/** Each check the editor asks for: when it was sent and what it checked. Each answer takes 15 ms. */
const checks: { at: number; request: CheckRequest }[] = [];
vi.mock("../../../src/studio/api.ts", () => ({
  api: {
    check: async (request: CheckRequest) => {
      checks.push({ at: Date.now(), request });
      await new Promise((resolve) => setTimeout(resolve, 15));
      return { diagnostics: [] };
    },
  },
  Refused: class extends Error {},
  Unreachable: class extends Error {},
}));

const { editor } = await import("../../../src/studio/state/editor-store.ts");
const file = "site-data/pages/about.json";
const typedSoFar = () => JSON.parse(checks.at(-1)!.request.changes[file]!).title as string;

beforeAll(async () => {
  vi.useFakeTimers();
  editor.load({
    project: "p",
    seq: 0,
    files: [{ file, text: '{\n  "title": ""\n}\n', version: "1" }],
    notYours: [],
    schemas: {},
    images: [],
    maxUploadBytes: 0,
  });
  await vi.advanceTimersByTimeAsync(1000);
});
afterAll(() => vi.useRealTimers());

test("a key after a pause is checked at once", async () => {
  const before = checks.length;
  editor.edit(file, ["title"], "L");
  await vi.advanceTimersByTimeAsync(0);
  expect(checks).toHaveLength(before + 1);
  expect(typedSoFar()).toBe("L");
});

test("keys 10 ms apart are checked at most every 80 ms, and what was typed last is checked once they stop", async () => {
  await vi.advanceTimersByTimeAsync(1000);
  const before = checks.length;
  const started = Date.now();
  let title = "";
  for (const key of "Lagos lenders and retailers, fast loans at five per cent, ".repeat(2)) {
    title += key;
    editor.edit(file, ["title"], title);
    await vi.advanceTimersByTimeAsync(10);
  }
  const typingMs = Date.now() - started;
  await vi.advanceTimersByTimeAsync(200);
  const sent = checks.slice(before);
  // A check a key would be 118; one every 80 ms is about 15.
  expect(sent.length).toBeLessThanOrEqual(Math.ceil(typingMs / 80) + 1);
  expect(sent.length).toBeGreaterThanOrEqual(Math.floor(typingMs / 80) - 1);
  sent.slice(1).forEach((check, index) => {
    expect(check.at - sent[index].at).toBeGreaterThanOrEqual(80);
  });
  expect(typedSoFar()).toBe(title);
});
