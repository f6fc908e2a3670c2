import type { Page } from "@playwright/test";
import { expect, test } from "./site-test.ts";
import type { BlogCategory, Job, KbTopic, Post } from "../../src/core/generated/site-data.ts";
import { collection, shown, site, sitePage, sitemapPaths } from "./site-data.ts";

const paths = sitemapPaths();
const trailOf = (page: Page) => page.getByRole("navigation", { name: site.labels.breadcrumb });
const titleOf = (pageId: string) => shown(sitePage(pageId).title);

test("every page below Home has a breadcrumb: Home first, links only to pages above it, the page itself marked current and not a link", async ({
  request,
}) => {
  for (const path of paths.filter((candidate) => candidate !== "/")) {
    const html = await (await request.get(path)).text();
    // Prerendered: there before any script runs.
    const nav = new RegExp(`<nav [^>]*aria-label="${site.labels.breadcrumb}"[^>]*>([\\s\\S]*?)</nav>`).exec(html)?.[1];
    expect(nav, `${path}: breadcrumb`).toBeTruthy();
    const hrefs = [...nav!.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs[0], path).toBe("/");
    for (const href of hrefs.slice(1)) {
      expect(path.startsWith(`${href}/`), `${path}: ${href} is above it`).toBe(true);
      // Never a link to a not-found page: every step is a page of the site.
      expect(paths, `${path}: ${href}`).toContain(href);
    }
    expect(nav!.match(/aria-current="page"/g), path).toHaveLength(1);
    expect(nav).not.toMatch(/<a [^>]*aria-current/);
  }
});

test("Home and the not-found page have no breadcrumb", async ({ page }) => {
  for (const path of ["/", "/no-such-page", "/blog/no-such-post"]) {
    await page.goto(path);
    await expect(trailOf(page), path).toHaveCount(0);
  }
});

/** The trail as a visitor reads it: each step's text, and where it leads (none for the current page). */
async function stepsOf(page: Page) {
  return trailOf(page)
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => {
        const link = item.querySelector("a");
        const current = item.querySelector('[aria-current="page"]');
        return { label: (link ?? current)?.textContent ?? "", href: link?.getAttribute("href") ?? null };
      }),
    );
}

test("the trails name the pages by their titles in site data, skipping addresses that have no page", async ({
  page,
}) => {
  const home = { label: site.labels.home, href: "/" };
  const post = collection<Post>("posts")[0];
  const job = collection<Job>("jobs")[0];
  const category = collection<BlogCategory>("blogCategories")[0];
  const topic = collection<KbTopic>("kbTopics")[0];
  const expected: [string, { label: string; href: string | null }[]][] = [
    ["/about", [home, { label: titleOf("about"), href: null }]],
    [`/blog/${post.id}`, [home, { label: titleOf("blog"), href: "/blog" }, { label: shown(post.title), href: null }]],
    // /careers/apply, /blog/category and /support/knowledge-base have no page of their own.
    [
      `/careers/apply/${job.id}`,
      [home, { label: titleOf("careers"), href: "/careers" }, { label: shown(job.title), href: null }],
    ],
    [
      `/blog/category/${category.id}`,
      [home, { label: titleOf("blog"), href: "/blog" }, { label: shown(category.name), href: null }],
    ],
    [
      `/support/knowledge-base/${topic.id}`,
      [home, { label: titleOf("support"), href: "/support" }, { label: shown(topic.title), href: null }],
    ],
    [
      "/careers/open-application",
      [home, { label: titleOf("careers"), href: "/careers" }, { label: titleOf("open-application"), href: null }],
    ],
  ];
  for (const [path, steps] of expected) {
    await page.goto(path);
    expect(await stepsOf(page), path).toEqual(steps);
  }
});

test("the breadcrumb leads up the hierarchy: a step's link opens that page, which marks itself as current", async ({
  page,
}) => {
  const post = collection<Post>("posts")[0];
  await page.goto(`/blog/${post.id}`);
  await trailOf(page)
    .getByRole("link", { name: titleOf("blog") })
    .click();
  await expect(page).toHaveURL("/blog");
  await expect(trailOf(page).locator('[aria-current="page"]')).toHaveText(titleOf("blog"));
});
