/**
 * The addresses the editor's link picker offers (siteLinkTargets, src/core/content/page-preview.ts): all of them for
 * valid site data; for data with problems, those of every page that can be read; and when valid data's cannot be
 * worked out, an empty list that says why with its code, instead of an empty picker said by nothing.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteCheck } from "../../../src/core/content/load-site-data.ts";
import type { SiteData } from "../../../src/core/content/types.ts";
import { siteLinkTargets } from "../../../src/core/content/page-preview.ts";
import type { Diagnostic } from "../../../src/core/validation/diagnostic.ts";

const page = (path: string, more: Record<string, unknown> = {}) => ({
  id: path,
  path,
  title: path,
  sections: [],
  ...more,
});
const siteData = (pages: Record<string, unknown>[], collections: Record<string, unknown[]> = {}) =>
  ({ site: {}, pages, collections, markdownTexts: new Set() }) as unknown as SiteData;
/** A check of valid site data, as the editor's checker gives it. */
const valid = (data: SiteData) =>
  ({ diagnostics: [], warnings: [], loaded: { siteData: data } }) as unknown as SiteCheck;

const log = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => log.mockClear());

describe("the link picker's addresses", () => {
  it("are every page's, with the sections of the pages that have a fixed address", () => {
    const data = siteData([page("/"), page("/careers", { sections: [{ type: "hero", id: "openings" }] })]);
    expect(siteLinkTargets(valid(data))).toEqual({ targets: ["/", "/careers", "/careers#openings"] });
  });

  it("say with their code why there are none when valid site data's cannot be worked out, in the log too", () => {
    // A detail page of a collection the data has no list of: the addresses of its items cannot be worked out.
    const data = siteData([page("/"), page("/events/:eventId", { collection: "events" })]);
    const { targets, problem } = siteLinkTargets(valid(data));
    expect(targets).toEqual([]);
    expect(problem?.code).toBe("link-targets-failed");
    expect(problem?.message).toMatch(/^The site's addresses could not be worked out for the link picker \(.+\): type/);
    expect(log.mock.calls.map(([line]) => String(line).split("\n")[0])).toEqual([
      `[link-targets-failed] ${problem?.message}`,
    ]);
  });

  it("while site data has problems (the editor lists them), are those of every page that can be read", () => {
    const broken = page("/events/:eventId", { collection: "events" });
    const check = {
      diagnostics: [{ code: "unknown-collection-folder" } as Diagnostic],
      warnings: [],
      values: new Map<string, unknown>([
        ["site-data/site.json", {}],
        ["site-data/pages/home.json", page("/")],
        ["site-data/pages/events.json", broken],
      ]),
      markdownTexts: new Set<string>(),
    } as unknown as SiteCheck;
    expect(siteLinkTargets(check)).toEqual({ targets: ["/"] });
    expect(log).not.toHaveBeenCalled();
  });
});
