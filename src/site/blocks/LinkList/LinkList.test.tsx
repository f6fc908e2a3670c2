import { screen, within } from "@testing-library/react";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expectHeadings, itemFolders, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import type { BlockOf } from "../../../../tests/unit/block-examples.ts";
import { allItems, renderWithProviders } from "../../../../tests/unit/test-providers.tsx";
import type { AnyItem } from "../../../core/content/item-source.ts";
import { countNamings, itemCountKey } from "../../../core/content/item-counts.ts";
import { loadSiteData } from "../../../core/content/load-site-data.ts";
import { resolvePageData } from "../../../core/content/resolve-page-data.ts";
import type { SiteData } from "../../../core/content/types.ts";
import type { Page } from "../../../core/generated/site-data.ts";
import { pageContentOf } from "../page-items-context.tsx";
import { PageSections } from "../PageSections.tsx";
import { categoriesWithPostCounts, linkListOfItsOwnLinks } from "./fixtures.ts";

describe("linkList", () => {
  it("shows its own links in a row, each with its label and address", () => {
    const block = linkListOfItsOwnLinks;
    renderSections(block);
    expectHeadings(2, [block.heading!.title]);
    const list = screen.getByRole("list");
    expect(list).toHaveClass("mantine-Group-root");
    expect(within(list).getAllByRole("listitem")).toHaveLength(block.links!.length);
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(block.links!.map((link) => [link.label, link.href]));
  });

  const categoriesBlock = categoriesWithPostCounts;
  const categoryFolder = itemFolders.blogCategories ?? "/blog/category";
  /** Posts and categories to count: the site's own when there are some, else a small set made up here. */
  const inline = {
    blogCategories: {
      fintech: { id: "fintech", name: "Fintech", description: "Money and software." },
      ai: { id: "ai", name: "AI", description: "Machine learning." },
      cloud: { id: "cloud", name: "Cloud", description: "Hosting." },
    },
    posts: {
      one: { id: "one", title: "One", category: "fintech", tags: ["fintech", "ai"] },
      two: { id: "two", title: "Two", category: "technology", tags: ["fintech"] },
      three: { id: "three", title: "Three", category: "ai" },
    },
  } as unknown as Pick<typeof allItems, "blogCategories" | "posts">;
  const countedIn = (posts: Record<string, unknown>, id: string) =>
    Object.values(posts as Record<string, { category: string; tags?: string[] }>).filter(
      (post) => post.category === id || post.tags?.includes(id),
    ).length;
  const entries = () =>
    screen
      .getAllByRole("listitem")
      .map((item) => [within(item).getByRole("link").getAttribute("href"), item.textContent]);
  /** The numbers the build gives the page (src/core/content/item-counts.ts), counted here from `items`. */
  const countsOf = (items: typeof allItems, count = categoriesBlock.count!) => ({
    [itemCountKey(count)]: Object.fromEntries(
      countNamings(Object.values(items[count.collection]) as unknown as AnyItem[], count.fields),
    ),
  });
  const renderCategories = (items: typeof allItems, block = categoriesBlock, itemCounts = countsOf(items)) =>
    renderWithProviders(<PageSections sections={[block]} />, {
      content: pageContentOf(items, { itemCounts, itemFolders: { ...itemFolders, blogCategories: categoryFolder } }),
    });

  it("lists every category linking to its page with the number of posts naming it, counted from the posts", () => {
    const items =
      Object.keys(allItems.posts).length && Object.keys(allItems.blogCategories).length
        ? allItems
        : { ...allItems, ...inline };
    renderCategories(items);
    const expected = Object.values(items.blogCategories).map((category) => [
      `${categoryFolder}/${category.id}`,
      `${category.name}(${countedIn(items.posts, category.id)})`,
    ]);
    expect(expected.length).toBeGreaterThan(0);
    expect(entries()).toEqual(expected);
    expect(screen.getByRole("list")).toHaveClass("mantine-Stack-root");
  });

  it("keeps the source's order, lists a category with no posts as (0), and counts a post naming it twice once", () => {
    renderCategories(
      { ...allItems, ...inline },
      { ...categoriesBlock, source: { collection: "blogCategories", ids: ["cloud", "fintech", "ai"] } },
    );
    expect(entries()).toEqual([
      [`${categoryFolder}/cloud`, "Cloud(0)"],
      [`${categoryFolder}/fintech`, "Fintech(2)"],
      [`${categoryFolder}/ai`, "AI(2)"],
    ]);
  });

  it("without a count, lists the source's items (e.g. the newest posts) by title, linking to their pages", () => {
    const postFolder = itemFolders.posts ?? "/blog";
    const newest = {
      type: "linkList",
      source: { collection: "posts", ids: ["three", "one"] },
    } as BlockOf<"linkList">;
    renderWithProviders(<PageSections sections={[newest]} />, {
      content: pageContentOf({ ...allItems, ...inline }, { itemFolders: { ...itemFolders, posts: postFolder } }),
    });
    expect(entries()).toEqual([
      [`${postFolder}/three`, "Three"],
      [`${postFolder}/one`, "One"],
    ]);
  });

  it("the built page carries the numbers, not the posts counted", () => {
    const root = join(import.meta.dirname, "../../../..");
    const { siteData, referenceFields } = loadSiteData(join(root, "tests/fixtures/valid-site"), {
      schemasDir: join(root, "schemas"),
    });
    const page = {
      id: "categories",
      path: "/categories",
      title: "Categories",
      description: "All categories.",
      sections: [categoriesBlock],
    } as unknown as Page;
    const collections = {
      ...siteData.collections,
      blogCategories: Object.values(inline.blogCategories),
      posts: Object.values(inline.posts).map((post) => ({ ...post, body: "The article." })),
    } as unknown as SiteData["collections"];
    const data = resolvePageData(
      { ...siteData, pages: [...siteData.pages, page], collections },
      "/categories",
      referenceFields,
      2031,
    );
    expect(data.items.posts).toEqual({});
    expect(data.itemCounts).toEqual({ [itemCountKey(categoriesBlock.count!)]: { fintech: 2, ai: 2, cloud: 0 } });
    renderCategories(data.items, categoriesBlock, data.itemCounts);
    expect(entries().map(([, text]) => text)).toEqual(["Fintech(2)", "AI(2)", "Cloud(0)"]);
  });
});
