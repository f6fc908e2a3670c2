import type { Browser, Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { versionOf } from "../../src/server/editing/editor-api.ts";
import { copyRoot, letEditorsPublish } from "./admin-copy.ts";
import { publishedNote, signedIn } from "./admin-page.ts";
import { expect, test } from "./admin-test.ts";

// Review before publish, on the running site, with the site's default: an editor's publish needs an approval. An
// editor shares a change; a reviewer with no account opens the link in a browser of their own, comments and approves;
// a later change voids the approval; an admin approves another in "Waiting for review"; an admin publishes directly;
// a withdrawn link answers 410. The tests share the copy, in order; the copy's setting is put back at the end.
test.describe.configure({ mode: "serial" });

type Json = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(join(copyRoot, file), "utf8")) as Json;
const postsFolder = "site-data/collections/posts";
/** The copy's posts, by file, in the order of their names (from site data: the test follows the data). */
const posts = () =>
  readdirSync(join(copyRoot, postsFolder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({
      file: `${postsFolder}/${name}`,
      ...(readJson(`${postsFolder}/${name}`) as { id: string; title: string }),
    }));

test.beforeAll(() => letEditorsPublish(copyRoot, true));
// A navigation that hangs says so in its step, not at the test's end.
test.use({ navigationTimeout: 30_000 });
test.afterAll(() => letEditorsPublish(copyRoot, false));

/** A text as it is, in a regular expression (titles hold brackets and full stops). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const toolbarButton = (page: Page, name: string) => page.getByRole("banner").getByRole("button", { name, exact: true });

/** Shares the editor's changes for review from the toolbar, for a day; the link. */
async function share(page: Page): Promise<string> {
  await toolbarButton(page, "Share for review").click();
  const dialog = page.getByRole("dialog", { name: "Share these changes for review" });
  await dialog.getByLabel("A day").check();
  await dialog.getByRole("button", { name: "Make the link" }).click();
  const link = dialog.getByLabel("The reviewer's link");
  await expect(link).toHaveValue(/\/review\//);
  const value = await link.inputValue();
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  return value;
}

/** A browser of someone with no account: no cookie of the admin's. */
async function stranger(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

test("an editor shares a draft; a reviewer with no account sees the page as it will be, marked, comments and approves; nothing of /admin answers through the link", async ({
  page,
  browser,
}) => {
  const post = posts()[0];
  const title = `${post.title} (reviewed)`;
  await signedIn(page, "review.editor@nerivo.ng", "editor");
  await page.goto(`/admin/edit/${post.file}`);
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.locator("#field_title").fill(title);
  // Publish waits for an approval: the toolbar shares instead, and says why.
  await expect(page.getByText("Your changes need an approval before they are published")).toBeVisible();
  await expect(toolbarButton(page, "Publish")).toHaveCount(0);
  // Sent by hand all the same, the server refuses it, in words.
  const text = readFileSync(join(copyRoot, post.file), "utf8");
  const changed = `${JSON.stringify({ ...JSON.parse(text), title }, null, 2)}\n`;
  const refused = await page.request.post("/admin/api/save", {
    headers: { origin: new URL(page.url()).origin, "content-type": "application/json" },
    data: { files: [{ file: post.file, text: changed, base: versionOf(text) }] },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: "approval-needed" });
  expect(readJson(post.file).title).toBe(post.title);

  const link = await share(page);

  // The reviewer, on a phone, with no account.
  const reviewer = await stranger(browser, 375);
  const answer = await reviewer.page.goto(link);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()["x-robots-tag"]).toContain("noindex");
  expect(answer!.headers()["cache-control"]).toContain("no-store");
  const overview = reviewer.page;
  await expect(overview.getByText(`Blog post '${title}'`, { exact: false }).first()).toBeVisible();
  await expect(overview.getByText("review.editor@nerivo.ng").first()).toBeVisible();
  expect(await overview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The post's page as it will be: its new title, and the part that changed marked.
  await overview
    .getByRole("region", { name: "The pages it changes" })
    .getByRole("link", { name: `See “${title}” as it will be` })
    .click();
  await expect(overview).toHaveURL(new RegExp(`path=%2Fblog%2F${post.id}$`));
  await expect(overview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(overview.locator("[data-review-changed]").first()).toBeVisible();
  await overview.goto(link, { timeout: 30_000 });

  // Nothing of /admin through the link: its pages send to sign in, its API needs an account.
  const api = await reviewer.page.request.get("/admin/api/workspace");
  expect(api.status()).toBe(401);
  const admin = await reviewer.page.request.get("/admin/", { maxRedirects: 0 });
  expect(admin.status()).toBe(303);

  // A comment on a block, then Approve with a name.
  const commentForm = overview.getByRole("region", { name: "Comment on a part of a page" });
  await commentForm.getByLabel("Which page and part").selectOption({ label: `${title}: Block 2: rich text` });
  await commentForm.getByLabel("Your name").fill("Ngozi Okafor");
  await commentForm.getByLabel("Your comment").fill("Please check the year in the second paragraph.");
  await commentForm.getByRole("button", { name: "Send comment" }).click();
  await expect(overview.getByText("Please check the year in the second paragraph.")).toBeVisible();
  const answerForm = overview.getByRole("region", { name: "Your answer" });
  await answerForm.getByLabel("Your name").fill("Ngozi Okafor");
  await answerForm.getByRole("button", { name: "Approve" }).click();
  await expect(overview.getByText(/Approved by Ngozi Okafor/).first()).toBeVisible();
  await reviewer.context.close();

  // The editor sees the answer and the comment, and may publish: the approval holds for the change as it is.
  await page.getByRole("link", { name: "Unsaved changes (1)" }).click();
  await expect(page.getByText(/^Approved by Ngozi Okafor/).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Please check the year in the second paragraph.")).toBeVisible();
  await expect(page.getByText("The approval holds: you can publish these changes.")).toBeVisible();
  await expect(toolbarButton(page, "Publish")).toBeEnabled();

  // A word typed since voids it, and the editor sees that; taken back, the approval holds again.
  // Back to the post within the editor (a reload would offer the unsaved changes back first).
  await page.locator(`a[href$="/edit/${post.file}"]`).first().click();
  await page.locator("#field_title").fill(`${title}!`);
  await expect(page.getByText(/The approval Ngozi Okafor gave no longer holds/).first()).toBeVisible();
  await expect(toolbarButton(page, "Share for review")).toBeVisible();
  await page.locator("#field_title").fill(title);
  await expect(toolbarButton(page, "Publish")).toBeEnabled({ timeout: 15_000 });
  await toolbarButton(page, "Publish").click();
  await expect(publishedNote(page)).toBeVisible({ timeout: 90_000 });
  expect(readJson(post.file).title).toBe(title);

  // History says who approved it; the link no longer opens: the change is published.
  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByText("Approved before publishing by Ngozi Okafor").first()).toBeVisible();
  const after = await stranger(browser);
  const gone = await after.page.goto(link);
  expect(gone!.status()).toBe(410);
  await after.context.close();
});

test("an admin approves an editor's change in Waiting for review; an admin publishes directly; a withdrawn link answers 410 in words", async ({
  page,
  browser,
}) => {
  const [, post, other] = posts();
  await signedIn(page, "second.editor@nerivo.ng", "editor");
  await page.goto(`/admin/edit/${post.file}`);
  await page.locator("#field_title").fill(`${post.title} (approved by an admin)`);
  await share(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signedIn(admin, "review.admin@nerivo.ng", "admin");
  await admin
    .getByRole("link", { name: /^Reviews/ })
    .first()
    .click();
  await expect(admin.getByRole("heading", { name: "Waiting for review" })).toBeVisible();
  const card = admin.getByRole("article", { name: new RegExp(literally(`${post.title} (approved by an admin)`)) });
  await expect(card).toContainText("second.editor@nerivo.ng");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card).toHaveCount(0);

  // The admin's own change goes live without an approval.
  await admin.goto(`/admin/edit/${other.file}`);
  await admin.locator("#field_title").fill(`${other.title} (by an admin)`);
  await toolbarButton(admin, "Publish").click();
  await expect(publishedNote(admin)).toBeVisible({ timeout: 90_000 });
  await adminContext.close();

  // The editor's change, approved, is published.
  await page.getByRole("link", { name: "Unsaved changes (1)" }).click();
  await expect(page.getByText(/^Approved by review\.admin@nerivo\.ng/).first()).toBeVisible({ timeout: 15_000 });
  await toolbarButton(page, "Publish").click();
  await expect(publishedNote(page)).toBeVisible({ timeout: 90_000 });

  // A change shared, then withdrawn: its link answers 410, in words.
  await page.goto(`/admin/edit/${other.file}`);
  await page.locator("#field_title").fill(`${other.title} (withdrawn)`);
  const link = await share(page);
  await page.getByRole("link", { name: "Unsaved changes (1)" }).click();
  const mine = page.getByRole("article", { name: new RegExp(literally(`${other.title} (withdrawn)`)) });
  await mine.getByRole("button", { name: "Withdraw the link" }).click();
  await mine.getByRole("button", { name: "Withdraw", exact: true }).click();
  await expect(mine).toHaveCount(0);
  const reviewer = await stranger(browser);
  const gone = await reviewer.page.goto(link);
  expect(gone!.status()).toBe(410);
  await expect(reviewer.page.getByText(/withdrawn/)).toBeVisible();
  await reviewer.context.close();
});

test("on 375 px phones: an editor shares from the toolbar, an admin approves from the menu, the editor publishes", async ({
  browser,
}) => {
  const post = posts()[3];
  const title = `${post.title} (from a phone)`;
  const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
  const fitsTheScreen = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const editorContext = await browser.newContext(phone);
  const editor = await editorContext.newPage();
  await signedIn(editor, "phone.editor@nerivo.ng", "editor");
  await editor.goto(`/admin/edit/${post.file}`);
  await editor.locator("#field_title").fill(title);
  await toolbarButton(editor, "Share for review").click();
  const dialog = editor.getByRole("dialog", { name: "Share these changes for review" });
  await dialog.getByRole("button", { name: "Make the link" }).click();
  await expect(dialog.getByLabel("The reviewer's link")).toHaveValue(/\/review\//);
  await fitsTheScreen(editor);
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();

  const adminContext = await browser.newContext(phone);
  const admin = await adminContext.newPage();
  await signedIn(admin, "phone.admin@nerivo.ng", "admin");
  await admin.getByRole("button", { name: "More actions" }).click();
  await admin.getByRole("menuitem", { name: "Reviews" }).click();
  const card = admin.getByRole("article", { name: new RegExp(literally(title)) });
  await expect(card).toBeVisible();
  await fitsTheScreen(admin);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(card).toHaveCount(0);
  await adminContext.close();

  await editor.getByRole("button", { name: "More actions" }).click();
  await editor.getByRole("menuitem", { name: "Unsaved changes (1)" }).click();
  await expect(editor.getByText(/^Approved by phone\.admin@nerivo\.ng/).first()).toBeVisible({ timeout: 15_000 });
  await fitsTheScreen(editor);
  await toolbarButton(editor, "Publish").click();
  await expect(publishedNote(editor)).toBeVisible({ timeout: 90_000 });
  expect(readJson(post.file).title).toBe(title);
  await editorContext.close();
});
