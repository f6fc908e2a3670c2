import { describe, expect, it } from "vitest";
import { filledItem, siteScopesOf } from "../../../src/core/content/filled-items.ts";
import { countNamings } from "../../../src/core/content/item-counts.ts";
import type { SiteData } from "../../../src/core/content/types.ts";

const siteWith = (name: string) =>
  ({ site: { company: { name, founded: 2015, phone: "+234 1 000 0000" } } }) as unknown as SiteData;

describe("items with placeholders filled in", () => {
  it("are made once per item object and site settings, and again when either changes", () => {
    const item = { id: "a", title: "About {company.name}" };
    const scopes = siteScopesOf(siteWith("Nerivo"), 2031);
    const first = filledItem(item, scopes);
    expect(first.title).toBe("About Nerivo");
    // The editor checks the site again at every keystroke: an unchanged item keeps its filled copy.
    expect(filledItem(item, siteScopesOf(siteWith("Nerivo"), 2031))).toBe(first);
    expect(filledItem(item, siteScopesOf(siteWith("Nerivo Ltd"), 2031)).title).toBe("About Nerivo Ltd");
    expect(filledItem({ ...item }, scopes)).not.toBe(first);
  });
});

describe("counting the items that name others", () => {
  it("counts an item once however many of the fields name the same id, and only string ids", () => {
    const posts = [
      { id: "one", category: "fintech", tags: ["fintech", "ai"] },
      { id: "two", category: "ai", tags: [3] },
      { id: "three", category: "cloud" },
    ];
    expect(Object.fromEntries(countNamings(posts, ["category", "tags"]))).toEqual({ fintech: 1, ai: 2, cloud: 1 });
  });
});
