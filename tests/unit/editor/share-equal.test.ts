import { describe, expect, it } from "vitest";
import { shareEqual } from "../../../src/studio/preview/share-equal.ts";

describe("shareEqual", () => {
  const previous = {
    site: { company: { name: "Nerivo" }, links: ["a", "b"] },
    page: {
      sections: [
        { type: "hero", title: "Old" },
        { type: "faq", items: [{ q: "Why?" }] },
      ],
    },
  };

  it("keeps every unchanged part as the previous object, and makes new objects only on the way to a change", () => {
    const next = structuredClone(previous);
    next.page.sections[0].title = "New";
    const shared = shareEqual(previous, next);
    expect(shared).toEqual(next);
    expect(shared.site).toBe(previous.site);
    expect(shared.page.sections[1]).toBe(previous.page.sections[1]);
    expect(shared.page.sections[0]).not.toBe(previous.page.sections[0]);
    expect(shared.page).not.toBe(previous.page);
    expect(shared).not.toBe(previous);
  });

  it("gives back the previous value itself when nothing changed", () => {
    expect(shareEqual(previous, structuredClone(previous))).toBe(previous);
  });

  it("sees added, removed and retyped parts as changes", () => {
    expect(shareEqual({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    const fewer = shareEqual({ a: 1, b: 2 }, { a: 1 });
    expect(fewer).toEqual({ a: 1 });
    expect(shareEqual([1, 2], [1])).toEqual([1]);
    expect(shareEqual({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: { 0: 1 } });
    expect(shareEqual({ a: null }, { a: {} })).toEqual({ a: {} });
    expect(shareEqual({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
  });
});
