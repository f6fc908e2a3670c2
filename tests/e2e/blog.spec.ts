import type { Page } from "@playwright/test";
import { expect, test } from "./site-test.ts";
import type { Author, BlogCategory, CollectionGridBlock, Post } from "../../src/core/generated/site-data.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import {
  collection,
  escapeRegExp,
  labelledFor,
  listingPageAddress,
  listingPages,
  pageSection,
  sampleOf,
  shown,
  site,
  sitePage,
} from "./site-data.ts";

const posts = collection<Post>("posts");
const byDate = [...posts].sort((a, b) => b.date.localeCompare(a.date));
const categories = collection<BlogCategory>("blogCategories");
const authors = collection<Author>("authors");
const blog = pageSection("blog", "sidebarLayout");
const gridOf = (layout: typeof blog) =>
  layout.main.find((block): block is CollectionGridBlock => block.type === "collectionGrid")!;
const grid = gridOf(blog);
const categoryGrid = gridOf(pageSection("blog-category", "sidebarLayout"));
const search = blog.sidebar.find((block) => block.type === "searchBox")!;
const labels = site.labels.pagination;
const blogPage = sitePage("blog");
const inCategory = (post: Post, id: string) => post.category === id || (post.tags ?? []).includes(id);
const categoryPosts = (id: string) => byDate.filter((post) => inCategory(post, id));

const blogPages = listingPages(posts.length, grid.pageSize!);
/** The category with the most posts: the one to page through when any has a second page. */
const biggestCategory = [...categories].sort((a, b) => categoryPosts(b.id).length - categoryPosts(a.id).length)[0];
/**
 * On the copy of the site with posts added (scripts/test-added-content.ts), /blog and a category must have a second
 * page: the tests of page 2 run there, and fail rather than skip if the copy has too few posts. On the seed they run
 * once an editor has written enough posts.
 */
const pagedRun = Boolean(process.env.E2E_LISTINGS_PAGED);

const titlesIn = (page: Page) => page.locator("#posts").getByRole("heading", { level: 3 });
const tabLinks = (page: Page) => page.getByRole("navigation", { name: grid.tabs!.label }).getByRole("link");
const pageLinks = (page: Page) => page.getByRole("navigation", { name: labels.navigation });
const pageName = (number: number) => labels.page.replace("{page.number}", String(number));
const headLink = (page: Page, rel: "prev" | "next") => page.locator(`head link[rel="${rel}"]`);

/** The tabs: "All" leading to /blog, then each category tab to its page; only `current` marked. */
async function expectTabs(page: Page, current: string | undefined) {
  const expected = [
    { label: grid.tabs!.allLabel, href: "/blog" },
    ...grid.tabs!.options.map((option) => ({ label: option.label, href: `/blog/category/${option.value}` })),
  ];
  await expect(tabLinks(page)).toHaveText(expected.map((tab) => tab.label));
  for (const tab of expected) {
    const link = tabLinks(page).filter({ hasText: tab.label });
    await expect(link).toHaveAttribute("href", tab.href);
    if (tab.href === current) await expect(link).toHaveAttribute("aria-current", "page");
    else await expect(link).not.toHaveAttribute("aria-current");
  }
}

/**
 * Page `number` of the listing at `path` holding `listed` (newest first): its posts, its page links (the current one
 * marked, previous and next with their rel), and the same neighbours in the <head>.
 */
async function expectListingPage(page: Page, path: string, listed: Post[], pageSize: number, number: number) {
  const count = listingPages(listed.length, pageSize);
  await expect(titlesIn(page)).toHaveText(
    listed.slice((number - 1) * pageSize, number * pageSize).map((post) => shown(post.title)),
  );
  const nav = pageLinks(page);
  await expect(nav.getByRole("link", { name: pageName(number), exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  for (const shownNumber of [1, number - 1, number, number + 1, count].filter((n) => n >= 1 && n <= count)) {
    await expect(nav.getByRole("link", { name: pageName(shownNumber), exact: true })).toHaveAttribute(
      "href",
      listingPageAddress(path, shownNumber),
    );
  }
  const previous = nav.getByRole("link", { name: labels.previous, exact: true });
  const next = nav.getByRole("link", { name: labels.next, exact: true });
  const { siteUrl } = site.seo;
  if (number > 1) {
    await expect(previous).toHaveAttribute("href", listingPageAddress(path, number - 1));
    await expect(previous).toHaveAttribute("rel", "prev");
    await expect(headLink(page, "prev")).toHaveAttribute("href", `${siteUrl}${listingPageAddress(path, number - 1)}`);
  } else {
    await expect(previous).toHaveCount(0);
    await expect(headLink(page, "prev")).toHaveCount(0);
  }
  if (number < count) {
    await expect(next).toHaveAttribute("href", listingPageAddress(path, number + 1));
    await expect(next).toHaveAttribute("rel", "next");
    await expect(headLink(page, "next")).toHaveAttribute("href", `${siteUrl}${listingPageAddress(path, number + 1)}`);
  } else {
    await expect(next).toHaveCount(0);
    await expect(headLink(page, "next")).toHaveCount(0);
  }
}

test("/blog: the newest posts, a page of them; the category tabs are links, 'All' marked; 'Read More' leads to each post", async ({
  page,
}) => {
  const { problems } = watchConsole(page);
  await page.goto("/blog");
  await expect(titlesIn(page)).toHaveText(byDate.slice(0, grid.pageSize).map((post) => shown(post.title)));
  await expectTabs(page, "/blog");
  await expect(page.locator("#posts").getByRole("radio")).toHaveCount(0);
  const option = grid.tabs!.options[0];
  await tabLinks(page).filter({ hasText: option.label }).click();
  await expect(page).toHaveURL(`/blog/category/${option.value}`);
  await expectTabs(page, `/blog/category/${option.value}`);
  await page.goto("/blog");
  const post = byDate[0];
  await page.getByRole("link", { name: labelledFor(site.labels.readMore, shown(post.title)) }).click();
  await expect(page).toHaveURL(`/blog/${post.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(post.title));
  expect(problems).toEqual([]);
});

test("/blog: each card's byline is the author on a line of their own, then the date and read time, none broken inside, at 375 and 1280 px", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    const bylines = await page.locator(`#${grid.id} .mantine-Card-root time`).evaluateAll((times) =>
      times.map((time) => {
        const line = time.closest("p")!;
        const parts = [...line.children] as HTMLElement[];
        const date = time.parentElement!;
        const read = parts.at(-1)!;
        const author = parts[0] === date ? null : parts[0];
        return {
          text: line.textContent,
          authorAbove: !author || author.getBoundingClientRect().bottom <= date.getBoundingClientRect().top + 1,
          // A part broken across two lines has boxes on two lines; the "·" travels with the read time.
          whole:
            [date, read].every(
              (part) => new Set([...part.getClientRects()].map((box) => Math.round(box.top))).size === 1,
            ) && read.textContent!.trim().startsWith("·"),
        };
      }),
    );
    expect(bylines.length).toBeGreaterThan(0);
    for (const byline of bylines)
      expect(byline, `${width} px: ${byline.text}`).toMatchObject({ authorAbove: true, whole: true });
  }
});

test("/blog: the search finds every post, from an index that is not in the page and is fetched only when the visitor starts to search", async ({
  page,
}) => {
  const { problems } = watchConsole(page);
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/_search/")) fetched.push(request.url());
  });
  const response = await page.goto("/blog");
  const html = await response!.text();
  // The oldest post: on the last page of /blog once there are several.
  const target = byDate[byDate.length - 1];
  expect(html).toContain('data-island-props-url="/_search/');
  expect(html).not.toContain('data-island-props="searchBox"');
  if (blogPages > 1) expect(html).not.toContain(shown(target.excerpt));
  await page.waitForLoadState("load");
  await page.locator(`#${search.id}`).scrollIntoViewIfNeeded();
  expect(fetched).toEqual([]);

  const field = page.getByRole("searchbox", { name: search.label });
  await field.fill(shown(target.title));
  const results = page.locator(`#${search.id} li:visible`);
  await expect(results.getByRole("link", { name: shown(target.title), exact: true })).toHaveAttribute(
    "href",
    `/blog/${target.id}`,
  );
  expect(fetched).toHaveLength(1);
  // Named by what it searches, so pages naming it stay the same when a post is added: browsers check it again.
  expect((await page.request.get(fetched[0])).headers()["cache-control"]).toBe("no-cache");
  await field.fill("qqzzxxyy");
  await expect(page.getByText(search.noResults!)).toBeVisible();
  await expect(results).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("/blog: the sidebar lists categories with counts worked out from the posts, and the four most recent posts", async ({
  page,
}) => {
  await page.goto("/blog");
  const sidebar = page.getByRole("complementary", { name: blog.sidebarLabel });
  for (const category of categories) {
    const count = categoryPosts(category.id).length;
    const item = sidebar
      .locator("#categories li")
      .filter({ has: page.getByRole("link", { name: shown(category.name), exact: true }) });
    await expect(item.getByRole("link")).toHaveAttribute("href", `/blog/category/${category.id}`);
    await expect(item).toContainText(`(${count})`);
  }
  const recent = sidebar.locator("#recent-posts").getByRole("link");
  await expect(recent).toHaveText(byDate.slice(0, 4).map((post) => shown(post.title)));
});

/** A listing whose posts fit on one page: the blog while they do, else the category with the fewest posts. */
const smallestCategory = [...categories].sort((a, b) => categoryPosts(a.id).length - categoryPosts(b.id).length)[0];
const onePageListing =
  blogPages === 1
    ? { path: "/blog", listed: posts, pageSize: grid.pageSize! }
    : {
        path: `/blog/category/${smallestCategory.id}`,
        listed: categoryPosts(smallestCategory.id),
        pageSize: categoryGrid.pageSize!,
      };

test("a listing whose posts fit on one page has no page links, and its /page/2 is not found", async ({ page }) => {
  test.skip(
    listingPages(onePageListing.listed.length, onePageListing.pageSize) > 1,
    "every listing of posts has more than one page",
  );
  const response = await page.goto(onePageListing.path);
  expect(response?.status()).toBe(200);
  await expect(titlesIn(page)).toHaveCount(onePageListing.listed.length);
  await expect(pageLinks(page)).toHaveCount(0);
  await expect(headLink(page, "next")).toHaveCount(0);
  expect((await page.goto(`${onePageListing.path}/page/2`))?.status()).toBe(404);
});

test("/blog/page/2 and after: the next posts by date, page links with the current page marked, rel prev and next, a title of their own", async ({
  page,
}) => {
  test.skip(
    !pagedRun && blogPages < 2,
    "the seed's posts fit on one page; npm run test:added-content adds enough for more",
  );
  expect(blogPages).toBeGreaterThan(1);
  const { problems } = watchConsole(page);
  await page.goto("/blog");
  await expectListingPage(page, "/blog", byDate, grid.pageSize!, 1);
  const firstTitle = await page.title();

  await pageLinks(page).getByRole("link", { name: labels.next, exact: true }).click();
  await expect(page).toHaveURL("/blog/page/2");
  await expectListingPage(page, "/blog", byDate, grid.pageSize!, 2);
  await expectTabs(page, "/blog");
  const listingTitle = labels.title.replace("{page.title}", shown(blogPage.title)).replace("{page.number}", "2");
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(listingTitle)}`));
  expect(await page.title()).not.toBe(firstTitle);
  const trail = page.getByRole("navigation", { name: site.labels.breadcrumb });
  await expect(
    trail.getByRole("link", { name: shown(blogPage.breadcrumbLabel ?? blogPage.title), exact: true }),
  ).toHaveAttribute("href", "/blog");
  await expect(trail.locator('[aria-current="page"]')).toHaveText(pageName(2));

  await page.goto(listingPageAddress("/blog", blogPages));
  await expectListingPage(page, "/blog", byDate, grid.pageSize!, blogPages);
  expect(problems).toEqual([]);
  for (const number of ["0", "1", String(blogPages + 1), "x", "02"])
    expect((await page.goto(`/blog/page/${number}`))?.status(), `/blog/page/${number}`).toBe(404);
});

test("/blog/category/{id} lists that category's newest posts, a page of them, its tab marked; unknown posts and categories answer 404", async ({
  page,
}) => {
  for (const category of categories) {
    const response = await page.goto(`/blog/category/${category.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(category.name));
    await expect(titlesIn(page)).toHaveText(
      categoryPosts(category.id)
        .slice(0, categoryGrid.pageSize)
        .map((post) => shown(post.title)),
    );
    await expectTabs(
      page,
      grid.tabs!.options.some((option) => option.value === category.id) ? `/blog/category/${category.id}` : undefined,
    );
    if (listingPages(categoryPosts(category.id).length, categoryGrid.pageSize!) === 1) {
      await expect(pageLinks(page)).toHaveCount(0);
      expect((await page.goto(`/blog/category/${category.id}/page/2`))?.status()).toBe(404);
    }
  }
  let response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  response = await page.goto("/blog/category/no-such-category");
  expect(response?.status()).toBe(404);
});

test("/blog/category/{id}/page/2 and after: the category's next posts by date, with page links and rel prev and next", async ({
  page,
}) => {
  const listed = categoryPosts(biggestCategory.id);
  const count = listingPages(listed.length, categoryGrid.pageSize!);
  test.skip(
    !pagedRun && count < 2,
    "every category's posts fit on one page; npm run test:added-content adds enough for more",
  );
  expect(count).toBeGreaterThan(1);
  const path = `/blog/category/${biggestCategory.id}`;
  await page.goto(path);
  await expectListingPage(page, path, listed, categoryGrid.pageSize!, 1);
  await pageLinks(page)
    .getByRole("link", { name: pageName(2), exact: true })
    .click();
  await expect(page).toHaveURL(`${path}/page/2`);
  await expectListingPage(page, path, listed, categoryGrid.pageSize!, 2);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(biggestCategory.name));
  expect((await page.goto(`${path}/page/${count + 1}`))?.status()).toBe(404);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the category tabs are links that lead to their pages", async ({ page }) => {
    await page.goto("/blog");
    const option = grid.tabs!.options[grid.tabs!.options.length - 1];
    await tabLinks(page).filter({ hasText: option.label }).click();
    await expect(page).toHaveURL(`/blog/category/${option.value}`);
    await expect(titlesIn(page)).toHaveText(
      categoryPosts(option.value)
        .slice(0, categoryGrid.pageSize)
        .map((post) => shown(post.title)),
    );
    await expectTabs(page, `/blog/category/${option.value}`);
  });

  test("the page links lead from page to page", async ({ page }) => {
    test.skip(
      !pagedRun && blogPages < 2,
      "the seed's posts fit on one page; npm run test:added-content adds enough for more",
    );
    await page.goto("/blog");
    await pageLinks(page).getByRole("link", { name: labels.next, exact: true }).click();
    await expect(page).toHaveURL("/blog/page/2");
    await expectListingPage(page, "/blog", byDate, grid.pageSize!, 2);
    await pageLinks(page).getByRole("link", { name: labels.previous, exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expectListingPage(page, "/blog", byDate, grid.pageSize!, 1);
  });
});

for (const post of sampleOf(posts))
  test(`/blog/${post.id}: the post's own article, author box, categories, share links and related posts`, async ({
    page,
  }) => {
    const response = await page.goto(`/blog/${post.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(post.title));
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    const author = authors.find((item) => item.id === post.author)!;
    await expect(page.locator("#author")).toContainText(author.name);
    await expect(page.locator("#author")).toContainText(shown(author.bio));
    await expect(page.locator("time").first()).toHaveAttribute("datetime", post.date);
    for (const id of [post.category, ...(post.tags ?? [])]) {
      const category = categories.find((item) => item.id === id)!;
      await expect(
        page
          .locator("main")
          .getByRole("link", { name: shown(category.name), exact: true })
          .first(),
      ).toHaveAttribute("href", `/blog/category/${id}`);
    }
    const firstParagraph = shown(post.body)
      .split("\n\n")
      .find((block) => !block.startsWith("#") && !block.startsWith("-") && !/[[*>]/.test(block))!;
    await expect(page.locator("#article")).toContainText(firstParagraph.slice(0, 60));
    if (post.related?.length) {
      await expect(page.locator("#related").getByRole("heading", { level: 3 })).toHaveText(
        post.related.map((id) => shown(posts.find((item) => item.id === id)!.title)),
      );
    }
    const url = encodeURIComponent(`${site.seo.siteUrl}/blog/${post.id}`);
    await expect(page.getByRole("link", { name: "Share on LinkedIn" })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
  });

test("/blog/{id}: the copy button copies the post's address", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const post = posts[0];
  await page.goto(`/blog/${post.id}`);
  await waitForIslands(page);
  // The copy button needs the share buttons' code: it appears once that has loaded, as they near the viewport.
  await page.locator("#share").scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.seo.siteUrl}/blog/${post.id}`);
});
