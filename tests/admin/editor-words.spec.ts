import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./admin-test.ts";
import { signedIn } from "./admin-page.ts";
import { copyRoot } from "./admin-copy.ts";

// What the people of /admin read on the first screens: pages called by what they are, items by their titles, each
// with its address on the site; no file, no folder of site data, no command.
const programmersWords = /\.json\b|site-data\/|npm run/;

/** A post of the copy and its page's address, from site data (the test follows the data). */
function aPost(): { title: string; address: string } {
  const folder = join(copyRoot, "site-data/collections/posts");
  const file = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()[0];
  const post = JSON.parse(readFileSync(join(folder, file), "utf8")) as { id: string; title: string };
  const pages = join(copyRoot, "site-data/pages");
  const postPage = readdirSync(pages)
    .map((name) => JSON.parse(readFileSync(join(pages, name), "utf8")) as { collection?: string; path: string })
    .find((page) => page.collection === "posts")!;
  return { title: post.title, address: postPage.path.replace(/:[A-Za-z]+/, post.id) };
}

test("the list and a page's or a post's header say titles and addresses, never files or commands", async ({ page }) => {
  await signedIn(page, "words.reader@nerivo.ng", "editor");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { name: "Edit the site" })).toBeVisible();
  await expect(main).not.toContainText(programmersWords);

  const list = page.getByRole("navigation", { name: "Site data" });
  await expect(list.getByRole("link", { name: /^Home\b/ })).toBeVisible();
  await expect(list).not.toContainText(programmersWords);

  // A page's or an item's header: its name, its address, its actions (the help beside each field is the schemas').
  const header = main.locator("h1").locator("xpath=..");
  await list.getByRole("link", { name: /^About\b/ }).click();
  await expect(main.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  // Its address as the copy has it now (another spec of the copy may have changed it).
  const about = JSON.parse(readFileSync(join(copyRoot, "site-data/pages/about.json"), "utf8")) as { path: string };
  await expect(header.getByText(about.path, { exact: true })).toBeVisible();
  await expect(header).not.toContainText(programmersWords);

  const post = aPost();
  await page.getByRole("searchbox", { name: "Search pages and items" }).fill(post.title);
  await list.getByRole("link", { name: new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
  await expect(header.getByText(post.address, { exact: true })).toBeVisible();
  await expect(header).not.toContainText(programmersWords);
});
