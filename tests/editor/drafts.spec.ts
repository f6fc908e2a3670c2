import type { Page } from "@playwright/test";
import { expect, test } from "./editor-test.ts";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { copyRoot, editorPort, readCopy, writeCopy } from "./editor-copy.ts";
import { editorTestRules, open, openBlock, save } from "./editor-page.ts";
import { startEditor } from "./editor-server.ts";

// Stopping the editor's server on purpose makes the page's requests fail while it is stopped (or cuts one off as it
// stops: CONTENT_LENGTH_MISMATCH, EMPTY_RESPONSE, SOCKET_NOT_CONNECTED); saving over a file changed on disk is
// refused on purpose (409).
editorTestRules([
  /Failed to load resource: net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|CONTENT_LENGTH_MISMATCH|EMPTY_RESPONSE|INCOMPLETE_CHUNKED_ENCODING|SOCKET_NOT_CONNECTED)/,
  /status of 409/,
]);

const ABOUT = "site-data/pages/about.json";
const heroTitle = (page: Page) => page.locator("#field_sections_0_title");
/** The draft of a file in the copy's .drafts/, or null while there is none. */
const draftOf = (file: string) => {
  const path = join(copyRoot, ".drafts", file);
  return existsSync(path)
    ? (JSON.parse(readFileSync(path, "utf8")) as { text: string | null; base: string | null })
    : null;
};
const draftText = (file: string) => draftOf(file)?.text ?? null;
const offer = (page: Page) => page.getByRole("dialog", { name: "Unsaved changes from earlier" });

/** Opens the About page's hero and types at the end of its title. */
async function typeInHeroTitle(page: Page, typed: string, origin = "") {
  await open(page, ABOUT, origin);
  await openBlock(page, "Block 1: Hero");
  await heroTitle(page).press("End");
  await heroTitle(page).pressSequentially(typed, { delay: 10 });
}

/** Reloads the page, saying yes when it asks about the unsaved changes. */
async function reload(page: Page) {
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
}

test("unsaved changes are kept as a draft, offered back after a reload, restored, and the draft is removed once saved", async ({
  page,
}) => {
  const before = JSON.parse(readCopy(ABOUT)).sections[0].title as string;
  await typeInHeroTitle(page, " — kept é ₦");
  const typed = `${before} — kept é ₦`;
  await expect.poll(() => draftText(ABOUT)).toContain(JSON.stringify(typed));
  await reload(page);
  await expect(offer(page)).toBeVisible();
  await expect(offer(page).getByText(/You have unsaved changes from (just now|1 minute ago) to 1 file:/)).toBeVisible();
  // A page is called by what it is, from its id ("about" -> "About"); under npm run edit, with its file.
  await expect(offer(page).getByText(`About (${ABOUT})`)).toBeVisible();
  await offer(page).getByRole("button", { name: "Restore" }).click();
  await expect(offer(page)).toBeHidden();
  await openBlock(page, "Block 1: Hero");
  await expect(heroTitle(page)).toHaveValue(typed);
  await expect(page.getByRole("link", { name: "Unsaved changes (1)" })).toBeVisible();
  await save(page);
  expect(JSON.parse(readCopy(ABOUT)).sections[0].title).toBe(typed);
  await expect.poll(() => draftOf(ABOUT)).toBeNull();
});

test("discarding the offered changes removes the draft and leaves the file as it is", async ({ page }) => {
  const before = readCopy(ABOUT);
  await typeInHeroTitle(page, " to discard");
  await expect.poll(() => draftText(ABOUT)).toContain(" to discard");
  await reload(page);
  await offer(page).getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await expect.poll(() => draftOf(ABOUT)).toBeNull();
  await openBlock(page, "Block 1: Hero");
  await expect(heroTitle(page)).toHaveValue(JSON.parse(before).sections[0].title);
  // Nothing to offer at the next visit either.
  await page.reload();
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
  expect(readCopy(ABOUT)).toBe(before);
});

test("a draft of a file changed on disk since is restored merged: the other change to another field is kept, the same field is a question in words", async ({
  page,
}) => {
  const file = "site-data/collections/faqs/billing-currency.json";
  const before = JSON.parse(readCopy(file)) as { question: string; answer: string; order: number };
  await open(page, file);
  await page.locator("#field_question").press("End");
  await page.locator("#field_question").pressSequentially(" (from the draft)", { delay: 10 });
  await page.locator("#field_order").fill("7");
  await expect.poll(() => draftText(file)).toContain('"order": 7');
  // The editor is left (its tab taken elsewhere), and meanwhile, elsewhere: the answer changed (a field the draft left
  // alone), and the question too. Then the editor is opened again. (Had the file changed with the editor still open,
  // the editor would have taken the change in by itself within 1.5 s, leaving a draft of the file as it is now: that
  // case is editor.spec.ts's. A reload right after the change raced with it, and lost under load.)
  const editorAddress = page.url();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goto("about:blank");
  const elsewhere = readCopy(file)
    .replace(/"question": "([^"]*)"/, '"question": "$1 (changed elsewhere)"')
    .replace(/"answer": "([^"]*)"/, '"answer": "$1 Changed elsewhere."');
  writeCopy(file, elsewhere);
  await page.goto(editorAddress);
  await expect(offer(page).getByText(/changed by someone else since/)).toBeVisible();
  await offer(page).getByRole("button", { name: "Restore" }).click();
  const question = page.getByRole("dialog", { name: "Changed by someone else too" });
  await expect(question).toContainText(
    `Someone else changed Question to “${before.question} (changed elsewhere)”; your draft says “${before.question} (from the draft)”.`,
  );
  await expect(question.getByText("{")).toHaveCount(0);
  await question.getByRole("button", { name: "Keep mine" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.locator("#field_question")).toHaveValue(`${before.question} (from the draft)`);
  await expect(page.locator("#field_answer")).toHaveValue(`${before.answer} Changed elsewhere.`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  const saved = JSON.parse(readCopy(file)) as typeof before;
  expect(saved).toMatchObject({
    question: `${before.question} (from the draft)`,
    answer: `${before.answer} Changed elsewhere.`,
    order: 7,
  });
});

test("closing the tab with unsaved changes asks first; without any, it closes", async ({ page, context }) => {
  await typeInHeroTitle(page, " unsaved");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  // The person chose to stay: everything is as it was.
  await expect(heroTitle(page)).toHaveValue(/ unsaved$/);
  expect(page.isClosed()).toBe(false);

  const other = await context.newPage();
  await open(other, "site-data/pages/home.json");
  let askedAgain = false;
  other.on("dialog", (question) => {
    askedAgain = true;
    void question.dismiss();
  });
  await other.close({ runBeforeUnload: true });
  await expect.poll(() => other.isClosed()).toBe(true);
  expect(askedAgain).toBe(false);
});

test("when npm run edit stops, the page says so and keeps what is typed meanwhile; once it runs again, that reaches the project's drafts and saves", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const port = editorPort + 1;
  let editor = await startEditor(port);
  try {
    const before = JSON.parse(readCopy(ABOUT)).sections[0].title as string;
    await typeInHeroTitle(page, " before", editor.origin);
    await expect.poll(() => draftText(ABOUT)).toContain(`${before} before`);

    await editor.stop();
    await expect(page.getByRole("alert").filter({ hasText: "The editor has stopped answering" })).toBeVisible();
    await expect(page.getByText("Is npm run edit still running? Your changes are kept in this browser")).toBeVisible();
    await heroTitle(page).pressSequentially(" while stopped", { delay: 10 });
    await expect(heroTitle(page)).toHaveValue(`${before} before while stopped`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByText("Not saved: the editor is not answering. Your changes are kept in this browser."),
    ).toBeVisible();
    await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);

    // Started again: the page finds it answering, says nothing more, and still holds what was typed, the last words
    // included.
    editor = await startEditor(port);
    await expect(page.getByRole("alert").filter({ hasText: "The editor has stopped answering" })).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect.poll(() => draftText(ABOUT)).toContain(`${before} before while stopped`);
    await openBlock(page, "Block 1: Hero");
    await expect(heroTitle(page)).toHaveValue(`${before} before while stopped`);
    await save(page);
    expect(JSON.parse(readCopy(ABOUT)).sections[0].title).toBe(`${before} before while stopped`);
    await expect.poll(() => draftOf(ABOUT)).toBeNull();
  } finally {
    await editor.stop();
  }
});

test("a change made while npm run edit is stopped is kept in the browser: the tab closed meanwhile, it is offered back once the editor runs again", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const port = editorPort + 1;
  let editor = await startEditor(port);
  try {
    const before = JSON.parse(readCopy(ABOUT)).sections[0].title as string;
    await typeInHeroTitle(page, " kept", editor.origin);
    await expect.poll(() => draftText(ABOUT)).toContain(`${before} kept`);
    await editor.stop();
    await expect(page.getByRole("alert").filter({ hasText: "The editor has stopped answering" })).toBeVisible();
    await heroTitle(page).pressSequentially(" in this browser", { delay: 10 });
    // Closed while no server can take the change: the browser's storage keeps it.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(draftText(ABOUT)).not.toContain(" in this browser");

    editor = await startEditor(port);
    const reopened = await context.newPage();
    await reopened.goto(`${editor.origin}/edit/${ABOUT}`);
    await expect(offer(reopened)).toBeVisible();
    await offer(reopened).getByRole("button", { name: "Restore" }).click();
    await openBlock(reopened, "Block 1: Hero");
    await expect(heroTitle(reopened)).toHaveValue(`${before} kept in this browser`);
    await expect.poll(() => draftText(ABOUT)).toContain(" in this browser");
    await reopened.getByRole("link", { name: "Unsaved changes (1)" }).click();
    await reopened.getByRole("button", { name: "Discard these changes" }).click();
    await reopened.getByRole("button", { name: "Yes, discard them" }).click();
    await expect.poll(() => draftOf(ABOUT)).toBeNull();
  } finally {
    await editor.stop();
  }
});
