import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { copyRoot, linkIn, users } from "./admin-copy.ts";

const password = "publishing from a phone is normal";

/** An account of the given role, signed in on this page. */
async function signedIn(page: Page, email: string, role: "editor" | "admin") {
  await page.goto(linkIn(users("add", email, "--role", role)));
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByText(email)).toBeVisible();
}

const gitLog = (format: string) => execFileSync("git", ["log", `--format=${format}`], { cwd: copyRoot, encoding: "utf8" }).trim().split("\n");

test("an editor changes a post's title and publishes it: the public page shows it without a restart, and git has one commit by them", async ({ page, request }) => {
  const file = "site-data/collections/posts/automating-loan-origination.json";
  const post = JSON.parse(readFileSync(join(copyRoot, file), "utf8")) as { id: string; title: string };
  const title = `${post.title} (published from the browser)`;
  const commitsBefore = gitLog("%H").length;
  await signedIn(page, "grace@nerivo.ng", "editor");
  await page.getByLabel("Search pages and items").fill(post.title.slice(0, 20));
  await page.getByRole("link", { name: post.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit/${file}$`));
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.locator("#field_title").fill(title);
  const publish = page.getByRole("button", { name: "Publish" });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText(/^Published, live in \d+\.\d s: Blog post/)).toBeVisible({ timeout: 30_000 });
  const live = await request.get(`/blog/${post.id}`);
  expect(await live.text()).toContain(title.replace(/&/g, "&amp;"));
  // The new site was built beside the old one and swapped in: the old one's files were not changed under it.
  const old = readFileSync(join(copyRoot, "dist/blog", post.id, "index.html"), "utf8");
  expect(old).toContain(post.title.replace(/&/g, "&amp;"));
  expect(old).not.toContain("published from the browser");
  expect(gitLog("%H")).toHaveLength(commitsBefore + 1);
  expect(gitLog("%an <%ae>")[0]).toBe("grace@nerivo.ng <grace@nerivo.ng>");
  // The whole change in words is in the commit (its first line shortened when long).
  const message = execFileSync("git", ["log", "-1", "--format=%B"], { cwd: copyRoot, encoding: "utf8" });
  expect(message.replace(/\n- /g, " ")).toContain(`Blog post '${title}' (was '${post.title}'): title changed`);
  expect(readFileSync(join(copyRoot, file), "utf8")).toContain(JSON.stringify(title));
});
