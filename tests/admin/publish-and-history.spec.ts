import { execFileSync } from "node:child_process";
import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./admin-test.ts";
import { copyRoot } from "./admin-copy.ts";
import { signedIn } from "./admin-page.ts";

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
  const publish = page.getByRole("button", { name: "Publish" });
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

test("the history lists that publish in words, and restoring the version before it publishes the old title again as a new commit", async ({
  page,
  request,
}) => {
  const file = "site-data/collections/posts/automating-loan-origination.json";
  const original = JSON.parse(execFileSync("git", ["show", `HEAD~1:${file}`], { cwd: copyRoot, encoding: "utf8" })) as {
    id: string;
    title: string;
  };
  const commitsBefore = gitLog("%H").length;
  await signedIn(page, "restorer@nerivo.ng", "editor");
  await page.getByRole("link", { name: "History" }).click();
  const entries = page.getByRole("listitem").filter({ hasText: "Published by" });
  await expect(entries.first()).toContainText("(published from the browser)");
  await expect(entries.first()).toContainText("Published by grace@nerivo.ng");
  // Any publish can be seen as it left the page: the post's page, in a preview, with the title it published.
  await entries.first().getByRole("button", { name: "Show this version" }).click();
  const then = page.frameLocator(`iframe[title="/blog/${original.id} as this publish left it"]`);
  await expect(then.getByRole("heading", { level: 1, name: /\(published from the browser\)$/ })).toBeVisible({
    timeout: 15_000,
  });
  // The latest is what is live: only older versions can be restored.
  await expect(entries.first().getByRole("button", { name: "Restore this version" })).toHaveCount(0);
  // The version the copy started from (other tests may have published other files since).
  const first = entries.filter({ hasText: "Published by Test setup" });
  await first.getByRole("button", { name: "Restore this version" }).click();
  await first.getByRole("button", { name: "Yes, restore and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is restored and live" })).toBeVisible({ timeout: 90_000 });
  expect(await (await request.get(`/blog/${original.id}`)).text()).not.toContain("published from the browser");
  expect(gitLog("%H")).toHaveLength(commitsBefore + 1);
  expect(gitLog("%an")[0]).toBe("restorer@nerivo.ng");
  expect(gitLog("%s")[0]).toMatch(/^Restored the version of .* by Test setup: Blog post/);
  expect(JSON.parse(readFileSync(join(copyRoot, file), "utf8")).title).toBe(original.title);
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
