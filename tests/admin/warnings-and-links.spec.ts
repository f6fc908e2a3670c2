import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { warningActionWords, warningWords } from "../../src/core/words/warning-words.ts";
import { refusalWords } from "../../src/core/words/refusal-words.ts";
import { copyRoot, origin } from "./admin-copy.ts";
import { publishedNote, signedIn } from "./admin-page.ts";
import { expect, test } from "./admin-test.ts";

// What an editor reads of warnings, and linking a new page: an editor the admin has not let change the navigation and
// the footer publishes a new page all the same and is told an admin links it (the server refuses a crafted change of
// the footer); once the admin lets editors, an editor links the page from the footer from the page's own form and
// publishes both at once. A photo the editor's upload cut draws no width warning. The tests share the copy, in order.
test.describe.configure({ mode: "serial" });

const siteSettings = () => JSON.parse(readFileSync(join(copyRoot, "site-data/site.json"), "utf8"));
const orphanWords = warningWords["orphan-page"]({ detail: false });

/** A new page with this title, made from the list of pages, its form open. */
async function newPage(page: Page, title: string) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "New page" }).click();
  const dialog = page.getByRole("dialog", { name: "New page" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/site-data\/pages\/[a-z-]+\.json$/);
  // What a page needs before it is checked further: a description and a block.
  await page
    .locator("#field_description")
    .fill(`${title}: what we offer this month, and how to ask us about it in a few minutes.`);
  await page.getByRole("button", { name: "Add a block" }).click();
  const palette = page.getByRole("dialog", { name: "Add a block" });
  await palette.getByLabel("Search block types").fill("stats");
  await palette.getByRole("button", { name: "Add Stats row" }).click();
  await expect(palette).toBeHidden();
  // A new block starts with its texts empty: they are the person's own to write.
  await page.locator("#field_sections_0_heading_title").fill(`${title} this month`);
  for (let at = 0; (await page.locator(`#field_sections_0_stats_${at}_value`).count()) > 0; at++) {
    await page.locator(`#field_sections_0_stats_${at}_value`).fill(`${10 + at}%`);
    await page.locator(`#field_sections_0_stats_${at}_label`).fill(`Off offer ${at + 1}`);
  }
  await expect(page.getByText(/Fix the \d+ problems? before publishing/)).toHaveCount(0);
}

async function publish(page: Page) {
  const button = page.getByRole("button", { name: "Publish", exact: true });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  await expect(publishedNote(page)).toBeVisible({ timeout: 90_000 });
}

/** The warnings above the form, each with its button(s). */
const warnings = (page: Page) => page.getByRole("alert").filter({ hasText: "Worth a look" }).getByRole("listitem");

test("an editor the admin has not let change the menus publishes a new page, told an admin links it; a crafted save is refused", async ({
  page,
}) => {
  expect(siteSettings().editing.editorsMayChangeMenus).toBe(false);
  await signedIn(page, "no.menus@nerivo.ng", "editor");
  await newPage(page, "Special offers");
  const orphan = warnings(page).filter({ hasText: orphanWords });
  await expect(orphan).toBeVisible({ timeout: 15_000 });
  await expect(orphan).toContainText(warningActionWords.adminLinks);
  await expect(orphan.getByRole("button", { name: warningActionWords.linkFromNavigation })).toHaveCount(0);
  // No warning an editor reads names a file or JSON.
  for (const text of await warnings(page).allInnerTexts()) expect(text).not.toMatch(/\.json|site-data|\/:/);
  await publish(page);
  expect((await page.request.get("/special-offers")).status()).toBe(200);

  // A save made by hand that links the page from the footer: refused, in words, and nothing changes.
  const before = readFileSync(join(copyRoot, "site-data/site.json"), "utf8");
  const settings = JSON.parse(before);
  settings.footer.groups[0].links.push({ label: "Special offers", href: "/special-offers" });
  const refused = await page.request.post("/admin/api/save", {
    headers: { origin, "content-type": "application/json" },
    data: { files: [{ file: "site-data/site.json", text: JSON.stringify(settings, null, 2), base: null }] },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toContain(refusalWords.menusNotYours);
  expect(readFileSync(join(copyRoot, "site-data/site.json"), "utf8")).toBe(before);
});

test("an admin lets editors change the menus; an editor links a new page from the footer from its form and publishes", async ({
  page,
  browser,
}) => {
  await signedIn(page, "menus.admin@nerivo.ng", "admin");
  await page.goto("/admin/edit/site-data/site.json");
  const allow = page.getByRole("checkbox", { name: /Editors may change the navigation and the footer/ });
  await allow.check();
  await publish(page);
  expect(siteSettings().editing.editorsMayChangeMenus).toBe(true);

  const editor = await (await browser.newContext({ baseURL: origin })).newPage();
  await signedIn(editor, "with.menus@nerivo.ng", "editor");
  await newPage(editor, "Partners");
  const orphan = warnings(editor).filter({ hasText: orphanWords });
  await expect(orphan).toBeVisible({ timeout: 15_000 });
  // Each warning shown carries its button.
  expect(await warnings(editor).count()).toBeGreaterThan(0);
  for (const item of await warnings(editor).all())
    expect(await item.getByRole("button").count(), (await item.textContent()) ?? "").toBeGreaterThan(0);
  const column = siteSettings().footer.groups[0];
  await orphan.getByRole("button", { name: warningActionWords.linkFromFooter(column.title) }).click();
  await expect(orphan).toHaveCount(0, { timeout: 15_000 });
  await publish(editor);
  const footer = siteSettings().footer.groups[0].links;
  expect(footer.at(-1)).toEqual({ label: "Partners", href: "/partners" });
  expect(footer).toHaveLength(column.links.length + 1);
  const home = await (await editor.request.get("/")).text();
  expect(home).toContain('href="/partners"');
  expect((await editor.request.get("/partners")).status()).toBe(200);

  // The settings' form shows this editor the navigation and the footer, nothing else of them.
  await editor.goto("/admin/edit/site-data/site.json");
  await expect(editor.getByRole("group", { name: /^Footer/ })).toBeVisible();
  await expect(editor.getByRole("group", { name: /^Navigation/ })).toBeVisible();
  await expect(editor.getByRole("group", { name: /^(Company|Social|Editing)/ })).toHaveCount(0);
  await expect(editor.getByRole("checkbox", { name: /Editors may change the navigation and the footer/ })).toHaveCount(
    0,
  );
  await editor.context().close();
});

test("a portrait photo the editor uploads for a full-width place draws no width warning", async ({ page }) => {
  // 3,000 × 4,000 as seen: cut to 2,400 high it was 1,800 wide, short of a full-width place's width.
  const photo = await sharp({
    create: {
      width: 3000,
      height: 4000,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  await signedIn(page, "photo.editor@nerivo.ng", "editor");
  await page.goto("/admin/edit/site-data/pages/about.json?block=0");
  await page.getByRole("button", { name: "Change picture" }).first().click();
  const picker = page.getByRole("dialog", { name: "Pictures" });
  await picker.locator('input[type="file"]').setInputFiles({ name: "tall.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(picker).toHaveCount(0, { timeout: 30_000 });
  // The check of the change has answered (Publish waits for it), and no warning says the photo is too narrow.
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByText(/pixels wide; its place on the page needs/)).toHaveCount(0);
  await expect(page.getByText("/images/uploads/tall.jpg (1920 × 2560 px)")).toBeVisible();
  // Each warning shown carries its button.
  for (const item of await warnings(page).all())
    expect(await item.getByRole("button").count(), (await item.textContent()) ?? "").toBeGreaterThan(0);
});

test("a post under no tab of the blog's grid: the warning's button adds the tab", async ({ page }) => {
  const category = JSON.parse(
    readFileSync(join(copyRoot, "site-data/collections/blogCategories/fintech.json"), "utf8"),
  );
  await signedIn(page, "tabs.editor@nerivo.ng", "editor");
  await page.goto("/admin/edit/site-data/collections/posts/automating-loan-origination.json");
  // The form as loaded and checked first: a list opened while the editor still loads can be drawn again, closed.
  await expect(page.getByText("No unsaved changes")).toBeVisible({ timeout: 30_000 });
  // Each step with its own limit, so that a slow step says which it was; the list opened again if it closed.
  const option = page.getByRole("option", { name: `${category.name} (${category.id})`, exact: true });
  await expect(async () => {
    if (!(await option.isVisible())) await page.locator("#field_category").click({ timeout: 10_000 });
    await option.click({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: "Unsaved changes (1)" })).toBeVisible({ timeout: 30_000 });
  const untabbed = warnings(page).filter({ hasText: `has no "${category.name}" tab` });
  await expect(untabbed.first()).toBeVisible({ timeout: 15_000 });
  expect(await untabbed.first().textContent()).not.toMatch(/\.json|site-data|\/:/);
  // The grid of the blog, and any other page that shows its tabs (a category's page, one for every category): one
  // button each, until none is left.
  for (let left = 10; left > 0; left--) {
    const shown = await untabbed.count();
    if (shown === 0) break;
    await untabbed
      .first()
      .getByRole("button", { name: `Add a "${category.name}" tab to`, exact: false })
      .click({ timeout: 30_000 });
    await expect(untabbed).not.toHaveCount(shown, { timeout: 15_000 });
  }
  await expect(untabbed).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("link", { name: /^Unsaved changes \([2-9]\)$/ })).toBeVisible();
});
