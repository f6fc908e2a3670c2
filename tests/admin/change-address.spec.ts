import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./admin-test.ts";
import { copyRoot } from "./admin-copy.ts";
import { publishedNote, signedIn } from "./admin-page.ts";

type Json = Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(join(copyRoot, file), "utf8")) as Json;
const postsFolder = "site-data/collections/posts";
const posts = () =>
  readdirSync(join(copyRoot, postsFolder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => read(`${postsFolder}/${name}`) as Json & { id: string; title: string; related?: string[] });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function openByTitle(page: Page, title: string) {
  await page.getByRole("searchbox", { name: "Search pages and items" }).fill(title);
  await page
    .getByRole("navigation", { name: "Site data" })
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(title)}`) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("an editor changes a post's address: the old one leads to the new for good, and every link follows", async ({
  page,
  request,
}) => {
  // A post that another post names among its related posts (from site data: the test follows the data).
  const all = posts();
  const post = all.find((candidate) => all.some((other) => other.related?.includes(candidate.id)))!;
  const namer = all.find((other) => other.related?.includes(post.id))!;
  const taken = all.find((other) => other.id !== post.id)!;
  const newId = `${post.id}-2026`;

  await signedIn(page, "ada.address@nerivo.ng", "editor");
  await openByTitle(page, post.title);
  await expect(page.getByTestId("file-address")).toHaveText(`/blog/${post.id}`);
  // What links here, each a link to the place, in words.
  const linked = page.getByText(/^\d+ places? links? here$/);
  await expect(linked).toBeVisible();
  await linked.click();
  await expect(
    page.getByRole("link", { name: new RegExp(`^${escapeRegExp(namer.title)} › Related`) }).first(),
  ).toBeVisible();

  await page.getByRole("button", { name: "Change address" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the address" });
  const field = dialog.getByLabel("New address");
  await expect(field).toHaveValue(post.id);
  // Checked as typed: another post's address, a title typed as it is, then a good one.
  await field.fill(taken.id);
  await expect(dialog.getByText(`"${taken.title}" has that address already. Choose another.`)).toBeVisible();
  await field.fill("Lagos Fintech Week");
  await expect(dialog.getByText(/^Use lowercase letters, digits and dashes/)).toBeVisible();
  await field.fill(newId);
  await expect(dialog.getByText(`It will be at /blog/${newId}.`)).toBeVisible();
  await expect(dialog.getByText(`Anyone who follows an old link or bookmark to /blog/${post.id}`)).toBeVisible();
  await expect(dialog.getByText(/places? that links? here changes? with it\.$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Change address" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/edit/${postsFolder}/${newId}\\.json$`));
  await expect(page.getByTestId("file-address")).toHaveText(`/blog/${newId}`);
  await expect(page.getByText(`Old addresses that lead here: /blog/${post.id}`)).toBeVisible();
  // Undo takes the whole change back, on the post as it was named; Redo makes it again.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit/${postsFolder}/${post.id}\\.json$`));
  await expect(page.getByTestId("file-address")).toHaveText(`/blog/${post.id}`);
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit/${postsFolder}/${newId}\\.json$`));
  await expect(page.getByTestId("file-address")).toHaveText(`/blog/${newId}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publishedNote(page)).toBeVisible({ timeout: 90_000 });

  // The files: renamed, its old id kept, the other post's related list following.
  expect(existsSync(join(copyRoot, postsFolder, `${post.id}.json`))).toBe(false);
  expect(read(`${postsFolder}/${newId}.json`)).toMatchObject({ id: newId, formerIds: [post.id], title: post.title });
  expect(read(`${postsFolder}/${namer.id}.json`).related).toContain(newId);

  // Served by npm start: the old address answers 301 to the new one, which answers the post.
  const old = await request.get(`/blog/${post.id}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/${newId}`);
  expect((await request.get(`/blog/${newId}`)).status()).toBe(200);
  // For static hosts and for nginx in front: the redirect is written in _redirects, and marked for nginx.
  const dist = join(copyRoot, "dist");
  expect(readFileSync(join(dist, "_redirects"), "utf8")).toContain(`/blog/${post.id}  /blog/${newId}  301`);
  expect(readFileSync(join(dist, "_moved/blog", post.id, "301"), "utf8").trim()).toBe(`/blog/${newId}`);

  // Links follow: the other post's page links to the new address, and no page of the blog to the old one.
  const namerPage = await (await request.get(`/blog/${namer.id}`)).text();
  expect(namerPage).toContain(`href="/blog/${newId}"`);
  expect(namerPage).not.toContain(`href="/blog/${post.id}"`);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/blog/${newId}</loc>`);
  expect(sitemap).not.toContain(`/blog/${post.id}</loc>`);
  const feed = await (await request.get("/blog/feed.xml")).text();
  // The feed holds the newest posts: the post with its new address when it is among them, its old address never.
  expect(feed).not.toMatch(new RegExp(`/blog/${escapeRegExp(post.id)}["<]`));
  if (feed.includes(`<title>${post.title.replace(/&/g, "&amp;")}</title>`))
    expect(feed).toMatch(new RegExp(`/blog/${escapeRegExp(newId)}["<]`));
});

test("an editor moves a page: links they may change follow, the navigation's keep working through the old address", async ({
  page,
  request,
}) => {
  const about = read("site-data/pages/about.json") as { path: string; title: string };
  await signedIn(page, "bola.address@nerivo.ng", "editor");
  await page
    .getByRole("navigation", { name: "Site data" })
    .getByRole("link", { name: /^About\b/ })
    .click();
  await expect(page.getByTestId("file-address")).toHaveText(about.path);
  await page.getByRole("button", { name: "Change address" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the address" });
  await dialog.getByLabel("New address").fill("/contact");
  await expect(dialog.getByText(/^That is the address of the page "Contact/)).toBeVisible();
  await dialog.getByLabel("New address").fill("/about-us");
  // The site's settings (the navigation, the footer) are an admin's: their links go through the old address meanwhile.
  await expect(dialog.getByText(/in parts of the site only an admin changes \(such as the navigation\)/)).toBeVisible();
  await dialog.getByRole("button", { name: "Change address" }).click();
  await expect(page.getByTestId("file-address")).toHaveText("/about-us");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(publishedNote(page)).toBeVisible({ timeout: 90_000 });

  const old = await request.get(about.path, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/about-us");
  const moved = await request.get("/about-us");
  expect(moved.status()).toBe(200);
  expect(await moved.text()).toContain("<title>");
  // A page that linked to it in its own text now links to the new address.
  const careers = await (await request.get("/careers")).text();
  expect(careers).toContain('href="/about-us"');
  expect(read("site-data/pages/about.json")).toMatchObject({ path: "/about-us", formerPaths: [about.path] });
});
