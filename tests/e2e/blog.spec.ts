import { expect, test } from "@playwright/test";
import type { Author, BlogCategory, Post } from "../../src/generated/site-data.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { collection, labelledFor, pageSection, shown, site } from "./site-data.ts";

const posts = collection<Post>("posts");
const byDate = [...posts].sort((a, b) => b.date.localeCompare(a.date));
const categories = collection<BlogCategory>("blogCategories");
const authors = collection<Author>("authors");
const blog = pageSection("blog", "sidebarLayout");
const grid = blog.main.find((block) => block.type === "collectionGrid") as Extract<(typeof blog.main)[number], { type: "collectionGrid" }>;
const inCategory = (post: Post, id: string) => post.category === id || (post.tags ?? []).includes(id);

test("/blog: category tabs over the posts, newest first, 'All' by default; 'Read More' leads to each post", async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto("/blog");
  await waitForIslands(page);
  const titles = page.locator("#posts").getByRole("heading", { level: 3 });
  await expect(page.getByRole("radio", { name: grid.tabs!.allLabel })).toBeChecked();
  await expect(titles).toHaveText(byDate.map((post) => shown(post.title)));
  for (const option of grid.tabs!.options) {
    await page.getByRole("radio", { name: option.label }).click();
    await expect(titles).toHaveText(byDate.filter((post) => post.category === option.value).map((post) => shown(post.title)));
  }
  await page.getByRole("radio", { name: grid.tabs!.allLabel }).click();
  const post = byDate[0];
  await page.getByRole("link", { name: labelledFor(site.labels.readMore, shown(post.title)) }).click();
  await expect(page).toHaveURL(`/blog/${post.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(post.title));
  expect(problems).toEqual([]);
});

test("/blog: the search narrows the posts by title and excerpt as you type", async ({ page }) => {
  await page.goto("/blog");
  await waitForIslands(page);
  const titles = page.locator("#posts").getByRole("heading", { level: 3 });
  const field = page.getByRole("searchbox", { name: "Search articles" });
  // A word from one post's title that no other post's title or excerpt has.
  const target = posts.find((post) => {
    const word = shown(post.title).split(/\s+/).find((candidate) => candidate.length > 5 && posts.every((other) => other === post || !`${shown(other.title)} ${shown(other.excerpt)}`.toLowerCase().includes(candidate.toLowerCase())));
    return Boolean(word);
  })!;
  const word = shown(target.title).split(/\s+/).find((candidate) => candidate.length > 5 && posts.every((other) => other === target || !`${shown(other.title)} ${shown(other.excerpt)}`.toLowerCase().includes(candidate.toLowerCase())))!;
  await field.pressSequentially(word.slice(0, -1).toLowerCase());
  await field.press(word.slice(-1));
  await expect(titles).toHaveText([shown(target.title)]);
  await field.fill("qqzzxxyy");
  await expect(titles).toHaveCount(0);
  await expect(page.getByText(grid.empty!.message)).toBeVisible();
  await field.fill("");
  await expect(titles).toHaveCount(posts.length);
});

test("/blog: the sidebar lists categories with counts worked out from the posts, and the four most recent posts", async ({ page }) => {
  await page.goto("/blog");
  const sidebar = page.getByRole("complementary", { name: blog.sidebarLabel });
  for (const category of categories) {
    const count = posts.filter((post) => inCategory(post, category.id)).length;
    const item = sidebar.locator("#categories li").filter({ has: page.getByRole("link", { name: shown(category.name), exact: true }) });
    await expect(item.getByRole("link")).toHaveAttribute("href", `/blog/category/${category.id}`);
    await expect(item).toContainText(`(${count})`);
  }
  const recent = sidebar.locator("#recent-posts").getByRole("link");
  await expect(recent).toHaveText(byDate.slice(0, 4).map((post) => shown(post.title)));
});

test("/blog/{id}: each post has its own article, author box, categories, share links and three related posts", async ({ page }) => {
  for (const post of posts) {
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
      await expect(page.locator("main").getByRole("link", { name: shown(category.name), exact: true }).first()).toHaveAttribute("href", `/blog/category/${id}`);
    }
    const firstParagraph = shown(post.body).split("\n\n").find((block) => !block.startsWith("#") && !block.startsWith("-") && !/[[*>]/.test(block))!;
    await expect(page.locator("#article")).toContainText(firstParagraph.slice(0, 60));
    if (post.related?.length) {
      await expect(page.locator("#related").getByRole("heading", { level: 3 })).toHaveText(post.related.map((id) => shown(posts.find((item) => item.id === id)!.title)));
    }
    const url = encodeURIComponent(`${site.seo.siteUrl}/blog/${post.id}`);
    await expect(page.getByRole("link", { name: "Share on LinkedIn" })).toHaveAttribute("href", `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
  }
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

test("/blog/category/{id} lists that category's posts; unknown posts and categories answer 404", async ({ page }) => {
  for (const category of categories) {
    const response = await page.goto(`/blog/category/${category.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(category.name));
    const expected = [...posts].filter((post) => inCategory(post, category.id)).sort((a, b) => b.date.localeCompare(a.date));
    await expect(page.locator("#posts").getByRole("heading", { level: 3 })).toHaveText(expected.map((post) => shown(post.title)));
  }
  let response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  response = await page.goto("/blog/category/no-such-category");
  expect(response?.status()).toBe(404);
});
