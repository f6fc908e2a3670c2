import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createBuildSession } from "../../../src/pipeline/build-session.ts";
import { loadSiteData, SiteDataError } from "../../../src/core/content/load-site-data.ts";

const repository = join(import.meta.dirname, "../../..");
const root = mkdtempSync(join(tmpdir(), "build-session-"));
for (const folder of ["site-data", "schemas", "public"])
  cpSync(join(repository, folder), join(root, folder), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const posts = join(root, "site-data/collections/posts");
const firstPost = () =>
  readFileSync(join(repository, "site-data/collections/posts", "automating-loan-origination.json"), "utf8");
const writePost = (text: string) => writeFileSync(join(posts, "automating-loan-origination.json"), text);
const titleOf = (site: ReturnType<typeof loadSiteData>, id: string) =>
  site.siteData.collections.posts.find((post) => post.id === id)?.title;

describe("a build session (the publisher's builds, one after another)", () => {
  const session = createBuildSession();

  it("gives the site data a build from nothing gives", () => {
    const fresh = loadSiteData(root);
    const kept = session.loadSiteData(root);
    expect(kept.fileCount).toBe(fresh.fileCount);
    expect(kept.siteData).toEqual(fresh.siteData);
    expect(kept.warnings).toEqual(fresh.warnings);
    expect([...kept.imageSources].sort()).toEqual([...fresh.imageSources].sort());
  });

  it("sees a file changed, added or removed since the last build, and keeps the items that did not change", () => {
    const before = session.loadSiteData(root);
    const untouched = before.siteData.collections.posts.find((post) => post.id !== "automating-loan-origination")!;
    writePost(firstPost().replace(/"title": "[^"]*"/, '"title": "Loan origination, changed by a publish"'));
    const copy = JSON.parse(firstPost()) as { id: string };
    writeFileSync(
      join(posts, "a-post-added-by-hand.json"),
      JSON.stringify({
        ...copy,
        id: "a-post-added-by-hand",
        title: "A post added by hand",
        excerpt: "A post someone added by hand while the server ran.",
      }),
    );
    const after = session.loadSiteData(root);
    expect(titleOf(after, "automating-loan-origination")).toBe("Loan origination, changed by a publish");
    expect(titleOf(after, "a-post-added-by-hand")).toBe("A post added by hand");
    expect(after.siteData.collections.posts).toContain(untouched);
    unlinkSync(join(posts, "a-post-added-by-hand.json"));
    expect(titleOf(session.loadSiteData(root), "a-post-added-by-hand")).toBeUndefined();
    expect(session.loadSiteData(root).siteData).toEqual(loadSiteData(root).siteData);
  });

  it("stops a build at site data with problems, with their places, and builds again once they are fixed", () => {
    writePost(firstPost().replace(/"title": "[^"]*"/, '"title": 42'));
    expect(() => session.loadSiteData(root)).toThrow(SiteDataError);
    try {
      session.loadSiteData(root);
    } catch (error) {
      expect((error as Error).message).toContain("site-data/collections/posts/automating-loan-origination.json:");
    }
    writePost(firstPost());
    expect(titleOf(session.loadSiteData(root), "automating-loan-origination")).toBe(JSON.parse(firstPost()).title);
  });

  it("checks everything again against schemas that changed", () => {
    const schema = join(root, "schemas/collections/posts.schema.json");
    const original = readFileSync(schema, "utf8");
    const stricter = JSON.parse(original) as { properties: { title: Record<string, unknown> } };
    stricter.properties.title = { ...stricter.properties.title, maxLength: 5 };
    writeFileSync(schema, JSON.stringify(stricter));
    try {
      expect(() => session.loadSiteData(root)).toThrow(SiteDataError);
    } finally {
      writeFileSync(schema, original);
    }
    expect(session.loadSiteData(root).fileCount).toBe(loadSiteData(root).fileCount);
  });
});
