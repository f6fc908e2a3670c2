/**
 * The reach of a change (src/core/content/change-reach.ts): the pages an editor's unsaved change would render
 * differently, told before Publish. A post's title reaches its own page and the pages that list it, not the whole site;
 * the footer or the company's phone number reaches every page, and says so. Read from the seed site as the editor's
 * server reads it (the published state, then the state with the change), never from counts written here.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { changeReach } from "../../../src/core/content/change-reach.ts";
import { siteAddresses } from "../../../src/core/content/lint/site-addresses.ts";
import type { LoadedSite } from "../../../src/core/content/load-site-data.ts";
import { resolvePageData } from "../../../src/core/content/resolve-page-data.ts";
import { createSiteDataWorkspace, type SiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const root = join(import.meta.dirname, "../../..");
const year = new Date().getFullYear();
let workspace: SiteDataWorkspace;
let published: LoadedSite;

beforeAll(() => {
  // Checks read the files and never write them: the project's own site data serves.
  workspace = createSiteDataWorkspace(root);
  published = workspace.current().loaded!;
});

/** The reach of one file's new text, as the editor's server works it out. */
function reachOf(file: string, change: (value: Record<string, unknown>) => void) {
  const value = JSON.parse(workspace.text(file)!) as Record<string, unknown>;
  change(value);
  const changed = workspace.check(new Map([[file, `${JSON.stringify(value, null, 2)}\n`]]));
  expect(changed.diagnostics).toEqual([]);
  return { reach: changeReach(published, changed.loaded!, [file], year), after: changed.loaded! };
}

describe("the reach of a change", () => {
  it("a footer change says it reaches every page of the site", () => {
    const { reach } = reachOf("site-data/site.json", (site) => {
      (site.footer as Record<string, unknown>).about = "We build software in Lagos, and answer the phone.";
    });
    const addresses = siteAddresses(published.siteData).map((address) => address.pathname);
    expect(reach.every).toBe(true);
    expect(reach.total).toBe(addresses.length);
    expect(reach.pages.map((page) => page.pathname)).toEqual(addresses);
    // Each page by its title as visitors read it: no placeholder left.
    expect(reach.pages.every((page) => page.title && !page.title.includes("{"))).toBe(true);
  });

  it("the company's phone number reaches every page", () => {
    const { reach } = reachOf("site-data/site.json", (site) => {
      (site.company as Record<string, unknown>).phone = "+234 1 000 0000";
    });
    expect(reach.every).toBe(true);
    expect(reach.pages).toHaveLength(siteAddresses(published.siteData).length);
  });

  it("letting editors change the menus reaches no page: no page shows who may edit", () => {
    const { reach } = reachOf("site-data/site.json", (site) => {
      const editing = (site.editing ?? {}) as Record<string, unknown>;
      site.editing = { ...editing, editorsMayChangeMenus: !editing.editorsMayChangeMenus };
    });
    expect(reach.every).toBe(false);
    expect(reach.pages).toEqual([]);
  });

  it("a post's title reaches its own page and the pages that list it, not the whole site", () => {
    const post = published.siteData.collections.posts[0];
    const file = `site-data/collections/posts/${post.id}.json`;
    const newTitle = "A title no other post has";
    const { reach, after } = reachOf(file, (value) => {
      value.title = newTitle;
    });
    const addresses = siteAddresses(after.siteData);
    const own = addresses.find((address) => address.item?.value.id === post.id)!;
    // The pages that show the post, read from what the build renders with the change.
    const listing = addresses
      .filter((address) => address !== own)
      .filter((address) => {
        const page = resolvePageData(after.siteData, address.pathname, after.referenceFields, year);
        return (page.items.posts as Record<string, { title?: string }> | undefined)?.[post.id]?.title === newTitle;
      })
      .map((address) => address.pathname);
    const reached = reach.pages.map((page) => page.pathname);

    expect(reach.every).toBe(false);
    // Its own page first.
    expect(reached[0]).toBe(own.pathname);
    expect(reach.pages.find((page) => page.pathname === own.pathname)?.title).toContain(newTitle);
    // The blog's listing and the post's category page are among them, as the seed's blog shows every post there.
    const category = published.siteData.pages.find((page) => page.collection === "blogCategories")!;
    expect(listing).toContain(published.siteData.pages.find((page) => page.id === "blog")!.path);
    expect(listing).toContain(category.path.replace(":categoryId", String(post.category)));
    expect([...reached].sort()).toEqual([own.pathname, ...listing].sort());
    expect(reached.length).toBeLessThan(reach.total);
  });

  it("a change that renders the same reaches no page", () => {
    const file = "site-data/pages/about.json";
    const { reach } = reachOf(file, () => {});
    expect(reach.pages).toEqual([]);
  });
});
