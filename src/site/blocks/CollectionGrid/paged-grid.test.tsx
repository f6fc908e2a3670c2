/**
 * A collectionGrid split into pages, as a page of its listing renders it (CollectionGrid.tsx): the page's items, its
 * link tabs, and the page links under it (PageLinks.tsx) with the site's words.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { allItems, renderWithProviders, site } from "../../../../tests/unit/test-providers.tsx";
import type { Pagination } from "../../../core/content/pagination.ts";
import type { CollectionGridBlock } from "../../../core/generated/site-data.ts";
import { pageContentOf } from "../page-items-context.tsx";
import { CollectionGrid } from "./CollectionGrid.tsx";

const labels = site.labels.pagination;
const posts = Object.values(allItems.posts).sort((a, b) => b.date.localeCompare(a.date));
const itemFolders = { posts: "/blog", blogCategories: "/blog/category" };
const grid: CollectionGridBlock = {
  type: "collectionGrid",
  id: "posts",
  pageSize: 2,
  // As the build narrows it for one page of the listing (src/core/content/listing-pages.ts).
  source: { collection: "posts", ids: [posts[2].id, posts[3].id] },
  tabs: {
    field: "category",
    linksTo: "blogCategories",
    allLabel: "All",
    label: "Articles by category",
    options: [
      { value: "technology", label: "Technology" },
      { value: "business", label: "Business" },
    ],
  },
};

function renderPage(pagination: Pagination | undefined, block: CollectionGridBlock = grid, route = "/blog") {
  renderWithProviders(<CollectionGrid block={block} />, {
    route,
    content: pageContentOf(allItems, { itemFolders, pagination }),
  });
}

const pageName = (number: number) => labels.page.replace("{page.number}", String(number));
const nav = () => screen.getByRole("navigation", { name: labels.navigation });
const linkNames = () =>
  within(nav())
    .getAllByRole("link")
    .map((link) => link.getAttribute("aria-label") ?? link.textContent);

describe("a grid split into pages", () => {
  afterEach(cleanup);

  it("shows the items of its page, and links to the pages before and after with their rel, the current one marked", () => {
    renderPage({ number: 2, count: 3, path: "/blog" });
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      posts.slice(2, 4).map((post) => post.title),
    );
    expect(linkNames()).toEqual([labels.previous, pageName(1), pageName(2), pageName(3), labels.next]);
    expect(within(nav()).getByRole("link", { name: labels.previous })).toHaveAttribute("rel", "prev");
    expect(within(nav()).getByRole("link", { name: labels.previous })).toHaveAttribute("href", "/blog");
    expect(within(nav()).getByRole("link", { name: labels.next })).toHaveAttribute("rel", "next");
    expect(within(nav()).getByRole("link", { name: labels.next })).toHaveAttribute("href", "/blog/page/3");
    expect(within(nav()).getByRole("link", { name: pageName(2) })).toHaveAttribute("aria-current", "page");
    expect(within(nav()).getByRole("link", { name: pageName(2) })).toHaveTextContent(/^2$/);
    expect(nav().querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it("on many pages: the first, the last, the current one's neighbours and a gap for the others; no previous on the first page, no next on the last", () => {
    renderPage({ number: 40, count: 84, path: "/blog/category/fintech" });
    expect(linkNames()).toEqual([
      labels.previous,
      pageName(1),
      pageName(39),
      pageName(40),
      pageName(41),
      pageName(84),
      labels.next,
    ]);
    expect(
      within(nav())
        .getAllByRole("listitem")
        .filter((item) => item.textContent === "…"),
    ).toHaveLength(2);
    expect(within(nav()).getByRole("link", { name: pageName(84) })).toHaveAttribute(
      "href",
      "/blog/category/fintech/page/84",
    );
    cleanup();
    renderPage({ number: 1, count: 84, path: "/blog" });
    expect(linkNames()).toEqual([
      pageName(1),
      pageName(2),
      pageName(3),
      pageName(4),
      pageName(5),
      pageName(84),
      labels.next,
    ]);
    cleanup();
    renderPage({ number: 84, count: 84, path: "/blog" });
    expect(linkNames()).toEqual([
      labels.previous,
      pageName(1),
      pageName(80),
      pageName(81),
      pageName(82),
      pageName(83),
      pageName(84),
    ]);
  });

  it("has no page links when its items fit on one page", () => {
    renderPage({ number: 1, count: 1, path: "/blog" });
    expect(screen.queryByRole("navigation", { name: labels.navigation })).toBeNull();
  });

  it("link tabs lead to the listing of every item and to each tab's item page, the listing shown marked on every page of it", () => {
    renderPage({ number: 2, count: 3, path: "/blog" });
    const tabs = within(screen.getByRole("navigation", { name: grid.tabs!.label })).getAllByRole("link");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("href"), tab.getAttribute("aria-current")])).toEqual([
      ["All", "/blog", "page"],
      ["Technology", "/blog/category/technology", null],
      ["Business", "/blog/category/business", null],
    ]);
    expect(screen.queryByRole("radio")).toBeNull();
    cleanup();
    renderPage(
      undefined,
      { ...grid, pageSize: undefined, source: { collection: "posts", ids: [posts[0].id] } },
      "/blog/category/business/",
    );
    expect(screen.getByRole("link", { name: "Business" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
  });
});
