import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./admin-test.ts";
import { copyRoot } from "./admin-copy.ts";
import { publishedNote, signedIn } from "./admin-page.ts";
import { humanize } from "../../src/studio/state/schema-tree.ts";
import { axeViolations } from "../axe.ts";

/** A block's row in a page's sections list (its name starts with what it is, then what it says). */
const blockRow = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}`) });

const gitLog = (format: string) =>
  execFileSync("git", ["log", `--format=${format}`], { cwd: copyRoot, encoding: "utf8" })
    .trim()
    .split("\n");

test("an editor changes a post's title and publishes it: the public page shows it without a restart, and git has one commit by them", async ({
  page,
  request,
}) => {
  const file = "site-data/collections/posts/automating-loan-origination.json";
  const post = JSON.parse(readFileSync(join(copyRoot, file), "utf8")) as { id: string; title: string };
  const title = `${post.title} (published from the browser)`;
  const commitsBefore = gitLog("%H").length;
  const servedBefore = realpathSync(join(copyRoot, "dist"));
  await signedIn(page, "grace@nerivo.ng", "editor");
  await page.getByLabel("Search pages and items").fill(post.title.slice(0, 20));
  // Its row, by its title and its address: other posts may begin with the same words ("... (2)").
  await page
    .getByRole("link", { name: post.title })
    .filter({ hasText: new RegExp(`/${post.id}$`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit/${file}$`));
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.locator("#field_title").fill(title);
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText(/^Published, live in \d+\.\d s: Blog post/)).toBeVisible({ timeout: 90_000 });
  const live = await request.get(`/blog/${post.id}`);
  expect(await live.text()).toContain(title.replace(/&/g, "&amp;"));
  // The new site was built beside the old one and dist now leads to it; the old one's files were not changed under it.
  expect(realpathSync(join(copyRoot, "dist"))).not.toBe(servedBefore);
  expect(readFileSync(join(copyRoot, "dist/blog", post.id, "index.html"), "utf8")).toContain(
    title.replace(/&/g, "&amp;"),
  );
  const old = readFileSync(join(servedBefore, "blog", post.id, "index.html"), "utf8");
  expect(old).toContain(post.title.replace(/&/g, "&amp;"));
  expect(old).not.toContain("published from the browser");
  expect(gitLog("%H")).toHaveLength(commitsBefore + 1);
  expect(gitLog("%an <%ae>")[0]).toBe("grace@nerivo.ng <grace@nerivo.ng>");
  // The whole change in words is in the commit (its first line shortened when long).
  const message = execFileSync("git", ["log", "-1", "--format=%B"], { cwd: copyRoot, encoding: "utf8" });
  expect(message.replace(/\n- /g, " ")).toContain(`Blog post '${title}' (was '${post.title}'): title changed`);
  expect(readFileSync(join(copyRoot, file), "utf8")).toContain(JSON.stringify(title));
});

test("the history lists the publishes only, each in words; Show this version offers every page a publish changed; restoring an earlier publish publishes it again", async ({
  page,
  request,
}) => {
  const file = "site-data/collections/posts/automating-loan-origination.json";
  const about = "site-data/pages/about.json";
  const readJson = <T>(path: string) => JSON.parse(readFileSync(join(copyRoot, path), "utf8")) as T;
  // The post as the copy had it, and as the test before published it.
  const original = JSON.parse(execFileSync("git", ["show", `HEAD~1:${file}`], { cwd: copyRoot, encoding: "utf8" })) as {
    title: string;
  };
  const published = readJson<{ id: string; title: string }>(file);
  const aboutPage = readJson<{ path: string; sections: { type: string; title: string }[] }>(about);
  const hero = `Block 1: ${humanize(aboutPage.sections[0].type)}`;
  await signedIn(page, "restorer@nerivo.ng", "editor");

  // One publish that changes two pages: the post's title again, and the About page's first block's title.
  await page.goto(`/admin/edit/${file}`);
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.locator("#field_title").fill(`${original.title} (second)`);
  await page.getByLabel("Search pages and items").fill("About");
  await page
    .getByRole("navigation", { name: "Site data" })
    .getByRole("link", { name: new RegExp(`^About ${aboutPage.path}`) })
    .click();
  await blockRow(page, hero).click();
  await page.locator("#field_sections_0_title").fill(`${aboutPage.sections[0].title} (second)`);
  await expect(page.getByRole("link", { name: "Unsaved changes (2)" })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publishedNote(page)).toBeVisible({ timeout: 90_000 });

  await page.getByRole("link", { name: "History" }).click();
  const entries = page.getByRole("listitem").filter({ hasText: "Published by" });
  // The publishes only: none of the commits of code, nor the one the copy started from.
  const publishes = gitLog("%ce").filter((committer) => committer === "site-editor@localhost").length;
  await expect(entries).toHaveCount(Math.min(publishes, 20));
  await expect(page.getByRole("main")).not.toContainText("Test setup");
  // Each says what it changed, field by field, in words.
  const latest = entries.first();
  await expect(latest).toContainText("Published by restorer@nerivo.ng");
  await expect(
    latest.getByRole("listitem").filter({ hasText: `Title: “${published.title}” → “${original.title} (second)”` }),
  ).toHaveCount(1);
  await expect(
    latest.getByText(`${hero} › Title: “${aboutPage.sections[0].title}” → “${aboutPage.sections[0].title} (second)”`),
  ).toBeVisible();
  const first = entries.filter({ hasText: "Published by grace@nerivo.ng" });
  await expect(first.getByText(`Title: “${original.title}” → “${published.title}”`)).toBeVisible();
  // Each entry's changes are read once it is shown: waited for, not counted at once (on a busy machine some are not in yet).
  for (const entry of await entries.all()) await expect(entry.getByRole("listitem").first()).toBeVisible();

  // Show this version: both pages the publish changed, each as it left it.
  await latest.getByRole("button", { name: "Show this version" }).click();
  const pages = latest.getByRole("tablist", { name: "The pages this publish changed" });
  await expect(pages.getByRole("tab")).toHaveCount(2, { timeout: 15_000 });
  await pages.getByRole("tab", { name: `/blog/${published.id}` }).click();
  await expect(
    page
      .frameLocator(`iframe[title="/blog/${published.id} as this publish left it"]`)
      .getByRole("heading", { level: 1, name: `${original.title} (second)` }),
  ).toBeVisible({ timeout: 15_000 });
  await pages.getByRole("tab", { name: aboutPage.path }).click();
  await expect(
    page
      .frameLocator(`iframe[title="${aboutPage.path} as this publish left it"]`)
      .getByRole("heading", { level: 1, name: /\(second\)$/ }),
  ).toBeVisible({ timeout: 15_000 });

  // The history with a version shown, its tabs and its changes, passes axe.
  expect(await axeViolations(page)).toEqual([]);
  // The latest is what is live: only older versions can be restored.
  await expect(latest.getByRole("button", { name: "Restore this version" })).toHaveCount(0);
  const commitsBefore = gitLog("%H").length;
  await first.getByRole("button", { name: "Restore this version" }).click();
  await first.getByRole("button", { name: "Yes, restore and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is restored and live" })).toBeVisible({ timeout: 90_000 });
  const live = await (await request.get(`/blog/${published.id}`)).text();
  expect(live).toContain(published.title.replace(/&/g, "&amp;"));
  expect(live).not.toContain("(second)");
  expect(gitLog("%H")).toHaveLength(commitsBefore + 1);
  expect(gitLog("%an")[0]).toBe("restorer@nerivo.ng");
  expect(gitLog("%s")[0]).toMatch(/^Restored the version of .* by grace@nerivo\.ng: Blog post/);
  expect(readJson<{ title: string }>(file).title).toBe(published.title);
  // Only the files that publish changed are put back: the About page keeps its later change.
  expect(readJson<{ sections: { title: string }[] }>(about).sections[0].title).toBe(
    `${aboutPage.sections[0].title} (second)`,
  );
});

test("a change scheduled for this minute leaves the editor, is published by the server by itself, and the history says so", async ({
  page,
  request,
}) => {
  const file = "site-data/collections/posts/choosing-a-payment-gateway-nigeria.json";
  const post = JSON.parse(readFileSync(join(copyRoot, file), "utf8")) as { id: string; title: string };
  const title = `${post.title} (scheduled)`;
  await signedIn(page, "planner@nerivo.ng", "editor");
  await page.goto(`/admin/edit/${file}`);
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.locator("#field_title").fill(title);
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  // This very minute, in the browser's time: come already, so the server publishes it at once.
  const now = await page.evaluate(() => {
    const date = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  });
  await page.getByLabel("Publish at").fill(now);
  await page.getByRole("button", { name: "Schedule the publish" }).click();
  await expect(page.getByText(/^Scheduled for .*: Blog post/)).toBeVisible();
  // The change left the editor: nothing is unsaved, and Publish has nothing to publish.
  await expect(page.getByRole("link", { name: "Unsaved changes (0)" })).toBeVisible();
  await expect(async () =>
    expect(await (await request.get(`/blog/${post.id}`)).text()).toContain("(scheduled)"),
  ).toPass({ timeout: 90_000, intervals: [2_000] });
  // The commit follows the swap by a moment.
  await expect(() =>
    expect(execFileSync("git", ["log", "-1", "--format=%an|%s"], { cwd: copyRoot, encoding: "utf8" })).toMatch(
      /^planner@nerivo\.ng\|Scheduled by planner@nerivo\.ng: Blog post/,
    ),
  ).toPass({ timeout: 30_000 });
  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: /by planner@nerivo\.ng: published$/ })).toBeVisible();
});
