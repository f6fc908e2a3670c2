/**
 * Listings split into pages, on the seed with posts added in memory (older than the seed's, as scripts/added-posts.ts
 * adds them): which addresses exist, which answer, and what page n of /blog and of a category holds.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteData } from "../../../src/core/content/load-site-data.ts";
import { pagedGridIn } from "../../../src/core/content/listing-pages.ts";
import { resolvePageData } from "../../../src/core/content/resolve-page-data.ts";
import { allPaths, matchRoute } from "../../../src/core/content/routes.ts";
import type { PostWithReadTime, SiteData } from "../../../src/core/content/types.ts";

const root = resolve(import.meta.dirname, "../../..");
const seed = loadSiteData(root);
const blog = seed.siteData.pages.find((page) => page.path === "/blog")!;
const pageSize = pagedGridIn(blog.sections)!.pageSize;

/** The seed with `count` more posts, each a copy of a seed post one day older than the last. */
function withPosts(count: number): SiteData {
  const posts = seed.siteData.collections.posts;
  const oldest = Date.parse(`${posts.map((post) => post.date).sort()[0]}T00:00:00Z`);
  const added = Array.from({ length: count }, (_, index): PostWithReadTime => {
    const model = posts[index % posts.length];
    return {
      ...model,
      id: `${model.id}-${index + 1}`,
      title: `${model.title} (No. ${index + 1})`,
      date: new Date(oldest - (index + 1) * 86_400_000).toISOString().slice(0, 10),
    };
  });
  return { ...seed.siteData, collections: { ...seed.siteData.collections, posts: [...posts, ...added] } };
}

const siteData = withPosts(3 * pageSize);
const { posts } = siteData.collections;
const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
const pages = Math.ceil(posts.length / pageSize);
const inCategory = (id: string) => newestFirst.filter((post) => post.category === id || (post.tags ?? []).includes(id));
/** The category with the most posts: it has a second page. */
const category = [...siteData.collections.blogCategories].sort(
  (a, b) => inCategory(b.id).length - inCategory(a.id).length,
)[0];
const resolvePath = (pathname: string) => resolvePageData(siteData, pathname, seed.referenceFields, 2031);

describe("the addresses of listings split into pages", () => {
  it("the build writes pages 2 to the last of /blog and of each category, and no page 1 beside the listing's own", () => {
    const paths = allPaths(siteData);
    expect(paths.filter((path) => path.startsWith("/blog/page/"))).toEqual(
      Array.from({ length: pages - 1 }, (_, index) => `/blog/page/${index + 2}`),
    );
    for (const { id } of siteData.collections.blogCategories) {
      const count = Math.max(1, Math.ceil(inCategory(id).length / pageSize));
      expect(
        paths.filter((path) => path.startsWith(`/blog/category/${id}/page/`)),
        id,
      ).toEqual(Array.from({ length: count - 1 }, (_, index) => `/blog/category/${id}/page/${index + 2}`));
    }
    expect(inCategory(category.id).length).toBeGreaterThan(pageSize);
  });

  it("answers page 2 to the last; page 1, 0, past the last, or not a number is the not-found page", () => {
    expect(matchRoute(siteData, "/blog/page/2")).toMatchObject({ kind: "page", page: { path: "/blog" }, listPage: 2 });
    expect(matchRoute(siteData, `/blog/page/${pages}/`)).toMatchObject({ kind: "page", listPage: pages });
    expect(matchRoute(siteData, `/blog/category/${category.id}/page/2`)).toMatchObject({
      kind: "item",
      collection: "blogCategories",
      id: category.id,
      listPage: 2,
    });
    for (const pathname of [
      "/blog/page/1",
      "/blog/page/0",
      `/blog/page/${pages + 1}`,
      "/blog/page/x",
      "/blog/page/02",
      "/blog/page/2/page/2",
      "/about/page/2",
    ]) {
      expect(matchRoute(siteData, pathname), pathname).toMatchObject({ kind: "not-found" });
    }
    expect(matchRoute(withPosts(0), "/blog/page/2")).toMatchObject({ kind: "not-found" });
  });
});

describe("page n of a listing", () => {
  it("/blog/page/2 shows the next posts by date, knows where it is, and is named apart from /blog", () => {
    const page = resolvePath("/blog/page/2");
    const grid = pagedGridIn(page.sections)!;
    expect(grid.source).toEqual({
      collection: "posts",
      ids: newestFirst.slice(pageSize, 2 * pageSize).map((post) => post.id),
    });
    expect(page.pagination).toEqual({ number: 2, count: pages, path: "/blog" });
    const { labels } = siteData.site;
    expect(page.title).toBe(labels.pagination.title.replace("{page.title}", blog.title).replace("{page.number}", "2"));
    expect(page.title).not.toBe(resolvePath("/blog").title);
    expect(page.description).not.toBe(resolvePath("/blog").description);
    expect(page.breadcrumb.slice(-2)).toEqual([
      { label: blog.title, href: "/blog" },
      { label: labels.pagination.page.replace("{page.number}", "2") },
    ]);
  });

  it("/blog shows the newest posts, page 1 of the listing", () => {
    const page = resolvePath("/blog");
    expect(pagedGridIn(page.sections)!.source).toEqual({
      collection: "posts",
      ids: newestFirst.slice(0, pageSize).map((post) => post.id),
    });
    expect(page.pagination).toEqual({ number: 1, count: pages, path: "/blog" });
    expect(page.title).toBe(blog.title);
  });

  it("a category's last page shows what is left of its posts", () => {
    const listed = inCategory(category.id);
    const last = Math.ceil(listed.length / pageSize);
    const page = resolvePath(`/blog/category/${category.id}/page/${last}`);
    expect(pagedGridIn(page.sections)!.source.ids).toEqual(listed.slice((last - 1) * pageSize).map((post) => post.id));
    expect(page.pagination).toEqual({ number: last, count: last, path: `/blog/category/${category.id}` });
  });
});
