import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./admin-test.ts";
import { copyRoot } from "./admin-copy.ts";
import { signedIn } from "./admin-page.ts";
import { loadSiteData } from "../../src/core/content/load-site-data.ts";
import { siteAddresses } from "../../src/core/content/lint/site-addresses.ts";
import { words } from "../../src/studio/words.ts";
import { axeViolations } from "../axe.ts";

// Before Publish, the Unsaved changes page says which pages the changes reach, and shows each before and after. The
// tests share the copy, in order; neither publishes.
test.describe.configure({ mode: "serial" });

const readJson = <T>(file: string) => JSON.parse(readFileSync(join(copyRoot, file), "utf8")) as T;
/** The site's addresses with a page of their own, as the copy's site data has them (what the lint reads too). */
const addressesOfCopy = () => siteAddresses(loadSiteData(copyRoot).siteData);

const reachSection = (page: Page) => page.getByRole("region", { name: words.reach.title });
const reachedRow = (page: Page, pathname: string) =>
  reachSection(page)
    .getByRole("list", { name: words.reach.listLabel })
    .getByRole("listitem")
    .filter({ has: page.getByText(pathname, { exact: true }) });
/** A listed page's title, as the list shows it (and the before-and-after's frames are named by). */
const titleIn = async (row: ReturnType<typeof reachedRow>) => (await row.locator("span").first().textContent()) ?? "";

test("a footer change says it reaches every page and shows the before and after of one", async ({ page }) => {
  const site = readJson<{ company: { shortName: string }; footer: { about: string } }>("site-data/site.json");
  const oldAbout = site.footer.about.replaceAll("{company.shortName}", site.company.shortName);
  const newAbout = "We write banking software in Lagos, and we answer the phone. (footer changed for the reach test)";
  const addresses = addressesOfCopy();
  await signedIn(page, "reach.admin@nerivo.ng", "admin");
  await page.goto("/admin/edit/site-data/site.json");
  await page.locator("#field_footer_about").fill(newAbout);
  await page.getByRole("link", { name: words.changes(1) }).click();

  const reach = reachSection(page);
  await expect(reach.getByText(words.reach.every(addresses.length))).toBeVisible({ timeout: 30_000 });
  // The list begins with the site's first pages, each by its title, and offers the rest.
  await expect(reach.getByRole("button", { name: words.reach.showAll(addresses.length) })).toBeVisible();
  await reach.getByRole("button", { name: words.reach.showAll(addresses.length) }).click();
  await expect(reach.getByRole("list", { name: words.reach.listLabel }).getByRole("listitem")).toHaveCount(
    addresses.length,
  );
  await expect(reach).not.toContainText(".json");

  // Home, before and after: the old footer text, then the new, the footer marked changed on both sides.
  const home = reach.getByRole("list", { name: words.reach.listLabel }).getByRole("listitem").first();
  await expect(home).toContainText(addresses[0].pathname);
  await home.getByRole("button", { name: words.reach.compare }).click();
  const title = await titleIn(home);
  const before = page.frameLocator(`iframe[title="${words.reach.frameTitle(words.reach.before, title)}"]`);
  const after = page.frameLocator(`iframe[title="${words.reach.frameTitle(words.reach.after, title)}"]`);
  await expect(before.locator("footer")).toContainText(oldAbout, { timeout: 30_000 });
  await expect(before.locator("footer")).not.toContainText(newAbout);
  await expect(after.locator("footer")).toContainText(newAbout);
  await expect(after.locator("footer")).toHaveAttribute("data-changed", words.reach.changed, { timeout: 15_000 });
  await expect(before.locator("footer")).toHaveAttribute("data-changed", words.reach.changed);
  // What did not change is not marked: the page's blocks and its header.
  await expect(after.locator("header")).not.toHaveAttribute("data-changed", /./);
  await expect(after.locator("[data-preview-index][data-changed]")).toHaveCount(0);

  // The list with a page's before and after open passes axe.
  expect(await axeViolations(page)).toEqual([]);

  // On a phone the two sit one above the other.
  await page.setViewportSize({ width: 375, height: 800 });
  const beforeFrame = page.locator(`iframe[title="${words.reach.frameTitle(words.reach.before, title)}"]`);
  const afterFrame = page.locator(`iframe[title="${words.reach.frameTitle(words.reach.after, title)}"]`);
  await expect(async () => {
    const top = (await beforeFrame.boundingBox())!;
    const bottom = (await afterFrame.boundingBox())!;
    expect(bottom.y).toBeGreaterThanOrEqual(top.y + top.height);
    expect(top.x + top.width).toBeLessThanOrEqual(375);
  }).toPass({ timeout: 10_000 });
});

test("a post's title reaches fewer pages, its own among them, marked where it shows", async ({ page }) => {
  const addresses = addressesOfCopy();
  const own = addresses.find((address) => address.item?.collection === "posts")!;
  const post = own.item!.value as { id: string; title: string };
  const newTitle = `${post.title} (reach test)`;
  await signedIn(page, "reach.editor@nerivo.ng", "editor");
  await page.goto(`/admin/edit/${own.item!.file}`);
  await page.locator("#field_title").fill(newTitle);
  await page.getByRole("link", { name: words.changes(1) }).click();

  const reach = reachSection(page);
  const summary = reach.getByText(/^This change reaches \d+ pages?$/);
  await expect(summary).toBeVisible({ timeout: 30_000 });
  const count = Number((await summary.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThan(addresses.length);
  await expect(reach).not.toContainText(words.reach.every(addresses.length));
  // Its own page first, then the pages that list it, the blog's listing among them.
  const list = reach.getByRole("list", { name: words.reach.listLabel });
  await expect(list.getByRole("listitem").first()).toContainText(`${newTitle} ${own.pathname}`);
  const row = reachedRow(page, own.pathname);
  // A short list is shown whole; a longer one offers the rest.
  const showAll = reach.getByRole("button", { name: words.reach.showAll(count) });
  if (await showAll.count()) await showAll.click();
  await expect(list.getByRole("listitem")).toHaveCount(count);
  const blog = readJson<{ path: string }>("site-data/pages/blog.json").path;
  await expect(reachedRow(page, blog)).toHaveCount(1);

  await row.getByRole("button", { name: words.reach.compare }).click();
  const title = await titleIn(row);
  const after = page.frameLocator(`iframe[title="${words.reach.frameTitle(words.reach.after, title)}"]`);
  const before = page.frameLocator(`iframe[title="${words.reach.frameTitle(words.reach.before, title)}"]`);
  await expect(after.getByRole("heading", { level: 1, name: newTitle })).toBeVisible({ timeout: 30_000 });
  await expect(before.getByRole("heading", { level: 1, name: post.title, exact: true })).toBeVisible();
  // The block with the title is marked; the footer, which did not change, is not.
  await expect(after.locator("[data-preview-index][data-changed] h1")).toHaveCount(1, { timeout: 15_000 });
  await expect(after.locator("footer")).not.toHaveAttribute("data-changed", /./);
});
