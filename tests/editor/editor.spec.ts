import type { Page } from "@playwright/test";
import { expect, test } from "./editor-test.ts";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { changedLines, copyRoot, editorPort, readCopy, readOriginal, writeCopy } from "./editor-copy.ts";
import { axeViolations } from "../axe.ts";
import { blockRow, editorTestRules, open, previewFrame as preview, saveButton, tabTo } from "./editor-page.ts";
import { humanize } from "../../src/studio/state/schema-tree.ts";

const HOME = "site-data/pages/home.json";
const ABOUT = "site-data/pages/about.json";

// No test may leave an error in the console, besides the answer that a save was refused (a conflict, on purpose).
const consoleErrors = editorTestRules([/status of 409/]);

/**
 * Opens the editor and presses the + that makes a new item: once, as a person would. (It sits at the list's right
 * edge, where the list's scrollbar used to lie over it and take the press; the scrollbar now lies beside the list.)
 */
async function newItem(page: Page, name: string) {
  await page.goto("/");
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.getByRole("button", { name, exact: true }).click();
  await expect(page.getByRole("dialog", { name })).toBeVisible();
}

test("changing the Home hero's title shows in the preview, and saving changes that one line of the file", async ({
  page,
}) => {
  const before = readCopy(HOME);
  const hero = (JSON.parse(before) as { sections: { title: string; primaryAction: { label: string } }[] }).sections[0];
  const oldTitle = hero.title;
  const newTitle = "Software that Lagos banks run on";
  await open(page, HOME);
  await blockRow(page, "Block 1: Hero").click();
  const title = page.locator("#field_sections_0_title");
  await expect(title).toHaveValue(oldTitle);
  await title.fill(newTitle);
  await expect(preview(page).getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
  // With the site's theme: the button's words stand out from the button.
  const colours = await preview(page)
    .getByRole("link", { name: hero.primaryAction.label })
    .first()
    .evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor]);
  expect(colours[0]).not.toBe(colours[1]);
  await expect(page.getByRole("link", { name: "Unsaved changes (1)" })).toBeVisible();
  await saveButton(page).click();
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  expect(changedLines(before, readCopy(HOME))).toEqual([
    { before: `      "title": ${JSON.stringify(oldTitle)},`, after: `      "title": ${JSON.stringify(newTitle)},` },
  ]);
  expect(readCopy(HOME).endsWith("}\n")).toBe(true);
});

test("a link to a page that does not exist is shown at its field with did-you-mean, Save is disabled and the file stays as it was", async ({
  page,
}) => {
  const before = readCopy(HOME);
  await open(page, HOME);
  await blockRow(page, "Block 1: Hero").click();
  const href = page.locator("#field_sections_0_primaryAction_href");
  await href.fill("/contcat");
  await page.keyboard.press("Escape");
  const field = page.locator(".mantine-InputWrapper-root", { has: href });
  await expect(field.getByText('link to "/contcat"')).toBeVisible();
  await expect(field.getByText('Did you mean "/contact"?')).toBeVisible();
  await expect(href).toHaveAttribute("aria-invalid", "true");
  await expect(saveButton(page)).toBeDisabled();
  await expect(
    page.getByRole("navigation", { name: "Site data" }).getByRole("link", { name: /1 problem/ }),
  ).toBeVisible();
  await page.keyboard.press("Control+s");
  await page.waitForTimeout(300);
  expect(readCopy(HOME)).toBe(before);
  // Undo takes the field back, and the problem goes with it.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(href).not.toHaveValue("/contcat");
  await expect(page.getByText("No unsaved changes")).toBeVisible();
});

test("a block added from the palette can be moved and deleted", async ({ page }) => {
  await open(page, ABOUT);
  const blocks = page.getByRole("region", { name: "Sections" }).getByRole("button", { name: /^Block \d+: / });
  const count = await blocks.count();
  await page.getByRole("button", { name: "Add a block" }).click();
  const palette = page.getByRole("dialog", { name: "Add a block" });
  await palette.getByLabel("Search block types").fill("stats");
  // Every example rendered by its real component, Markdown included.
  await expect(palette.frameLocator("iframe").getByRole("link", { name: "Get Started" }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await palette.getByRole("button", { name: "Add Stats row" }).click();
  await expect(palette).toBeHidden();
  const added = `Block ${count + 1}: Stats row`;
  await expect(blockRow(page, added)).toBeVisible();
  await expect(page.getByRole("link", { name: "Unsaved changes (1)" })).toBeVisible();
  await page.getByRole("button", { name: `Move up: ${added}` }).click();
  const moved = `Block ${count}: Stats row`;
  await expect(blockRow(page, moved)).toBeVisible();
  await expect(blocks.nth(count - 1)).toHaveAccessibleName(new RegExp(`^${moved}`));
  await page.getByRole("button", { name: `Remove: ${moved}` }).click();
  await expect(blocks).toHaveCount(count);
  // Back to what is on disk: nothing left to save.
  await expect(page.getByRole("link", { name: "Unsaved changes (0)" })).toBeVisible();
});

test("Undo of a step on another page takes the person there first, with its block open, and says what it undid", async ({
  page,
}) => {
  const aboutTitle = (JSON.parse(readCopy(ABOUT)) as { sections: { title: string }[] }).sections[0].title;
  await open(page, ABOUT);
  const pageTitle = await page.getByRole("heading", { level: 1 }).textContent();
  const status = page.getByRole("status").filter({ hasText: /^(Undone|Redone) on / });
  // Step 1, in About's first block: its title.
  const hero = blockRow(page, "Block 1: ");
  const heroName = (await page
    .getByRole("button", { name: /^Move down: Block 1: / })
    .getAttribute("aria-label"))!.replace("Move down: ", "");
  await hero.click();
  await page.locator("#field_sections_0_title").fill("About, changed and then undone");
  await hero.click();
  // Step 2: About's second block moved down.
  const moveDown = page.getByRole("button", { name: /^Move down: Block 2: / });
  const second = (await moveDown.getAttribute("aria-label"))!.replace("Move down: ", "");
  await moveDown.click();
  await expect(page.getByRole("button", { name: `Move down: ${second}` })).toHaveCount(0);
  // Step 3, on Home: its first block's title.
  const goHome = () => page.locator(`nav a[href$="/edit/${HOME}"]`).click();
  await goHome();
  await expect(page).toHaveURL(new RegExp(`/edit/${HOME}$`));
  await blockRow(page, "Block 1: ").click();
  const homeTitle = page.locator("#field_sections_0_title");
  const homeBefore = await homeTitle.inputValue();
  await homeTitle.fill("Home, changed and then undone");
  await expect(page.getByRole("link", { name: "Unsaved changes (2)" })).toBeVisible();

  // The step on this page is undone here, as before.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(homeTitle).toHaveValue(homeBefore);
  await expect(page).toHaveURL(new RegExp(`/edit/${HOME}`));
  await expect(status).toHaveCount(0);
  // The move was on About: the editor goes there, and says so.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${ABOUT}$`));
  await expect(status).toHaveText(`Undone on ${pageTitle}: ${second} moved back`);
  await expect(page.getByRole("button", { name: `Move down: ${second}` })).toBeVisible();
  // From Home again, the title's step opens About with its block, the field as it was.
  await goHome();
  await expect(status).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(page).toHaveURL(new RegExp(`/edit/${ABOUT}\\?block=0$`));
  await expect(status).toHaveText(`Undone on ${pageTitle}: ${heroName} › Title`);
  await expect(page.locator("#field_sections_0_title")).toHaveValue(aboutTitle);
  await expect(page.getByRole("link", { name: "Unsaved changes (0)" })).toBeVisible();
  // Redone where it is seen: nothing to say.
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(page.locator("#field_sections_0_title")).toHaveValue("About, changed and then undone");
  await expect(status).toHaveCount(0);
});

test("a ninth blog post with a Markdown body and an author from the list is valid, saved, and on /blog after a build", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const file = "site-data/collections/posts/editor-made-post.json";
  const title = "What our first editor-made post says";
  await newItem(page, "New post");
  // The address is suggested from the title as it is typed, in plain ASCII, and can be changed.
  const dialog = page.getByRole("dialog", { name: "New post" });
  await dialog.getByLabel("Title").fill("Lagos Fintech Week 2026: a récap & more");
  await expect(dialog.getByLabel("Address")).toHaveValue("lagos-fintech-week-2026-a-recap-and-more");
  await expect(dialog.getByText("It will be at /blog/lagos-fintech-week-2026-a-recap-and-more.")).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await expect(dialog.getByLabel("Address")).toHaveValue("what-our-first-editor-made-post-says");
  await dialog.getByLabel("Address").fill("editor-made-post");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${file}$`));
  // The title typed is the post's.
  await expect(page.locator("#field_title")).toHaveValue(title);
  await page
    .locator("#field_excerpt")
    .fill("A post written in the site editor, with a heading, a list and a link, to show that a post needs no JSON.");
  await page
    .locator("#field_body")
    .fill(
      "Editors can now write posts.\n\n## How\n\n- open the editor\n- write\n\nQuestions? [Write to us](/contact).",
    );
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "How" })).toBeVisible();
  await page.locator("#field_author").click();
  await page.getByRole("option", { name: /Aminu Bello/ }).click();
  await expect(page.locator("#field_author")).toHaveValue(/Aminu Bello/);
  // A new post starts with no category, date or picture of an example: each is the post's own.
  await page.locator("#field_category").click();
  await page.getByRole("option").first().click();
  await page.locator("#field_date").fill("30/09/2026");
  await page.getByRole("button", { name: "Choose a picture" }).click();
  await page.getByRole("dialog", { name: "Pictures" }).getByRole("button").filter({ hasText: "×" }).first().click();
  await page.locator("#field_image_alt").fill("Illustration: the editor's first post");
  await expect(page.getByRole("link", { name: "Unsaved changes (1)" })).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  const saved = JSON.parse(readCopy(file)) as Record<string, unknown>;
  expect(saved).toMatchObject({
    $schema: "../../../schemas/collections/posts.schema.json",
    id: "editor-made-post",
    title,
    author: "aminu-bello",
  });
  expect(Object.keys(saved)[0]).toBe("$schema");

  // As an editor builds after saving: what changed since the project's build, which the copy started from (CI=true
  // would make it a full build).
  const build = spawnSync("npm", ["run", "build"], {
    cwd: copyRoot,
    encoding: "utf8",
    env: { ...process.env, CI: "" },
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  const blog = readFileSync(join(copyRoot, "dist/blog/index.html"), "utf8");
  expect(blog).toContain(title);
  expect(blog).toContain('href="/blog/editor-made-post"');
  expect(existsSync(join(copyRoot, "dist/blog/editor-made-post/index.html"))).toBe(true);
  // The editor never reaches what visitors get.
  const built = readdirSync(join(copyRoot, "dist"), { recursive: true, encoding: "utf8" }).filter((name) =>
    /\.(js|html)$/.test(name),
  );
  expect(
    built.filter((name) => /\/api\/check|Skip to the editor/.test(readFileSync(join(copyRoot, "dist", name), "utf8"))),
  ).toEqual([]);
});

test("a job opening starts from the schema's example with its texts empty, and saves valid once they are written", async ({
  page,
}) => {
  const file = "site-data/collections/jobs/editor-made-opening.json";
  await newItem(page, "New job opening");
  await page.getByLabel("Address").fill("editor-made-opening");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${file}$`));
  await page.locator("#field_title").fill("Support Engineer");
  await page.locator("#field_datePosted").fill("01/12/2026");
  await page.locator("#field_validThrough").fill("31/01/2027");
  await page.locator("#field_description").fill("Keep our customers' banking running, day and night.");
  await page.getByRole("button", { name: "Add: responsibilities" }).click();
  await page.locator("#field_responsibilities_0").fill("Answer the support line");
  await page.getByRole("button", { name: "Add: requirements" }).click();
  await page.locator("#field_requirements_0").fill("Two years in support");
  await expect(preview(page).getByText("Support Engineer").first()).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  expect(JSON.parse(readCopy(file))).toMatchObject({
    $schema: "../../../schemas/collections/jobs.schema.json",
    id: "editor-made-opening",
    title: "Support Engineer",
  });
});

test("a new post starts with what must be its own empty, and Save waits at each of those fields", async ({ page }) => {
  await newItem(page, "New post");
  await page.getByLabel("Address").fill("a-post-not-yet-written");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/a-post-not-yet-written\.json$/);
  // Nothing of the example stays to go live unnoticed: each field is empty and says so at the field.
  for (const field of ["title", "excerpt", "date", "author", "category", "body", "image_alt"]) {
    await expect(page.locator(`#field_${field}`)).toHaveValue("");
    await expect(page.locator(`#field_${field}`)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.locator("#field_image_src")).toHaveText("None");
  await expect(saveButton(page)).toBeDisabled();
});

test("a new call to action starts with its title and its buttons' labels and links empty, and Save waits at each", async ({
  page,
}) => {
  await open(page, ABOUT);
  const blocks = page.getByRole("region", { name: "Sections" }).getByRole("button", { name: /^Block \d+: / });
  const count = await blocks.count();
  await page.getByRole("button", { name: "Add a block" }).click();
  const palette = page.getByRole("dialog", { name: "Add a block" });
  await palette.getByLabel("Search block types").fill("call to action");
  await palette.getByRole("button", { name: "Add Call to action" }).click();
  await expect(palette).toBeHidden();
  // The example's "Get Started" and its link are not the new block's: its title and each button wait to be written.
  for (const field of ["title", "primaryAction_label", "primaryAction_href"]) {
    const input = page.locator(`#field_sections_${count}_${field}`);
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("aria-invalid", "true");
  }
  await expect(saveButton(page)).toBeDisabled();
});

test("deleting an item that other files use is refused, with the places that use it", async ({ page }) => {
  const file = "site-data/collections/authors/kemi-adebanjo.json";
  await open(page, file);
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "This cannot be deleted while other parts of the site use it:" });
  await expect(dialog).toBeVisible();
  // Each place by what the person knows: the post's title and its field, a link to it; no file name, line or column.
  const postsByKemi = readdirSync(join(copyRoot, "site-data/collections/posts"))
    .map((name) => JSON.parse(readCopy(`site-data/collections/posts/${name}`)) as { title: string; author: string })
    .filter((post) => post.author === "kemi-adebanjo");
  for (const post of postsByKemi)
    await expect(dialog.getByRole("link", { name: `${post.title} › Author` })).toBeVisible();
  await expect(dialog.getByText(/\.json|:\d+:\d+/)).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("link", { name: "Unsaved changes (0)" })).toBeVisible();
  expect(existsSync(join(copyRoot, file))).toBe(true);
});

test("a file changed on disk while open shows in its form without a reload (the editor asks every 1.5 s), and is merged with the unsaved changes: only the same field asks", async ({
  page,
}) => {
  const file = `site-data/collections/faqs/${readdirSync(join(copyRoot, "site-data/collections/faqs")).sort()[0]}`;
  const before = JSON.parse(readCopy(file)) as { question: string; answer: string };
  await open(page, file);
  const question = page.locator("#field_question");
  const answer = page.locator("#field_answer");
  // No unsaved changes: the form follows the file. The editor asks for changes every 1.5 s (change-feed.ts); the
  // wait allows for a busy machine, where the answer takes longer.
  writeCopy(file, readCopy(file).replace(/"answer": "([^"]*)"/, '"answer": "$1 First change elsewhere."'));
  await expect(answer).toHaveValue(`${before.answer} First change elsewhere.`, { timeout: 6_000 });
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  // An unsaved change to the question, another change elsewhere to the answer: both are kept, nothing is asked.
  await question.fill("A question changed in the editor?");
  writeCopy(file, readCopy(file).replace(/"answer": "([^"]*)"/, '"answer": "$1 Second."'));
  await expect(answer).toHaveValue(`${before.answer} First change elsewhere. Second.`, { timeout: 6_000 });
  await expect(question).toHaveValue("A question changed in the editor?");
  // The same field changed elsewhere too: a question in words, and the person's value until they answer.
  writeCopy(file, readCopy(file).replace(/"question": "([^"]*)"/, '"question": "$1 (changed elsewhere)"'));
  const dialog = page.getByRole("dialog", { name: "Changed by someone else too" });
  await expect(dialog).toContainText(
    `Someone else changed Question to “${before.question} (changed elsewhere)”; your draft says “A question changed in the editor?”.`,
    { timeout: 6_000 },
  );
  expect(readCopy(file)).toContain("(changed elsewhere)");
  await dialog.getByRole("button", { name: "Use their version" }).click();
  await expect(question).toHaveValue(`${before.question} (changed elsewhere)`);
  await expect(page.getByText("No unsaved changes")).toBeVisible();
});

test("a save that finds the file changed on disk merges the other change and saves, without a question when the fields differ", async ({
  page,
}) => {
  const file = `site-data/collections/faqs/${readdirSync(join(copyRoot, "site-data/collections/faqs")).sort()[1]}`;
  const before = JSON.parse(readCopy(file)) as { question: string; answer: string };
  await open(page, file);
  await page.locator("#field_question").fill("Changed just before the other change?");
  // Written and saved within the change feed's pause: the save meets the other change first.
  writeCopy(file, readCopy(file).replace(/"answer": "([^"]*)"/, '"answer": "$1 Changed elsewhere."'));
  await saveButton(page).click();
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Changed by someone else too" })).toHaveCount(0);
  expect(JSON.parse(readCopy(file))).toMatchObject({
    question: "Changed just before the other change?",
    answer: `${before.answer} Changed elsewhere.`,
  });
});

test("a write from another origin, or to another host name, is refused and nothing is written (saves and drafts)", async ({
  request,
}) => {
  const before = readCopy(HOME);
  const files = [{ file: HOME, text: before.replace("Nigeria", "Elsewhere"), base: null }];
  const foreign = await request.post("/api/save", { data: { files }, headers: { Origin: "https://evil.example" } });
  expect(foreign.status()).toBe(403);
  const noOrigin = await request.post("/api/save", { data: { files } });
  expect(noOrigin.status()).toBe(403);
  const rebound = await request.post("/api/save", {
    data: { files },
    headers: { Origin: `http://127.0.0.1:${editorPort}`, Host: `evil.example:${editorPort}` },
  });
  expect(rebound.status()).toBe(403);
  const outside = await request.post("/api/save", {
    data: { files: [{ file: "site-data/../package.json", text: "{}", base: null }] },
    headers: { Origin: `http://127.0.0.1:${editorPort}` },
  });
  expect(outside.status()).toBe(400);
  expect(readCopy(HOME)).toBe(before);
  expect(readCopy("package.json")).toBe(readOriginal("package.json"));
  // Drafts, the same: only from the editor's own page, as JSON, and only under .drafts/ for a site-data file's name.
  const own = { Origin: `http://127.0.0.1:${editorPort}` };
  const draft = { file: HOME, text: "{}\n", base: null, changedAt: Date.now() };
  expect(
    (
      await request.post("/api/drafts", {
        data: { write: [draft], remove: [] },
        headers: { Origin: "https://evil.example" },
      })
    ).status(),
  ).toBe(403);
  expect((await request.post("/api/drafts", { form: { write: "[]", remove: "[]" }, headers: own })).status()).toBe(415);
  expect(
    (
      await request.post("/api/drafts", {
        data: { write: [{ ...draft, file: "site-data/../package.json" }], remove: [] },
        headers: own,
      })
    ).status(),
  ).toBe(400);
  expect(
    (await request.post("/api/drafts", { data: { write: [], remove: ["../package.json"] }, headers: own })).status(),
  ).toBe(400);
  expect(readCopy("package.json")).toBe(readOriginal("package.json"));
  expect(existsSync(join(copyRoot, ".drafts", HOME))).toBe(false);
});

test("Unsaved changes says each change in words: the page by its title and address, the block, its field, the old and new text", async ({
  page,
}) => {
  const home = JSON.parse(readCopy(HOME)) as { path: string; sections: { type: string; title?: unknown }[] };
  const index = home.sections.findIndex((section) => typeof section.title === "string");
  const old = String(home.sections[index].title);
  const block = `Block ${index + 1}: ${humanize(home.sections[index].type)}`;
  await open(page, HOME);
  await blockRow(page, block).click();
  await page.locator(`#field_sections_${index}_title`).fill(`${old} today`);
  await page.getByRole("link", { name: "Unsaved changes (1)" }).click();
  const main = page.getByRole("main");
  await expect(main.getByText(`${block} › Title: “${old}” → “${old} today”`, { exact: true })).toBeVisible();
  // The page by what it is and where visitors find it, never by its file.
  await expect(main.getByRole("link", { name: `Home ${home.path}`, exact: true })).toBeVisible();
  await expect(main).not.toContainText("site-data");
  // A developer may still read the lines of text that change, which a commit of them will show.
  const lines = main.getByRole("region", { name: "Home" });
  await expect(lines).toBeHidden();
  await main.getByText("Show the text changes").click();
  await expect(lines).toContainText(`${old} today`);
});

test("axe finds no violation in the editor: the file list, a page's form with a block open, a problem shown, the palette, the changes", async ({
  page,
}) => {
  await open(page, HOME);
  expect(await axeViolations(page)).toEqual([]);
  await blockRow(page, "Block 2: Feature grid").click();
  await page.locator("#field_sections_1_heading_title").fill("Why choose us, really");
  await expect(page.getByRole("link", { name: "Unsaved changes (1)" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // With a problem shown: its counts, its message at the field, the disabled Save.
  await blockRow(page, "Block 1: Hero").click();
  await page.locator("#field_sections_0_primaryAction_href").fill("/contcat");
  await page.keyboard.press("Escape");
  await expect(saveButton(page)).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(saveButton(page)).toBeEnabled();
  await page.getByRole("button", { name: "Add a block" }).click();
  await expect(page.getByRole("dialog", { name: "Add a block" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Unsaved changes (1)" }).click();
  await expect(page.getByRole("heading", { name: "Unsaved changes", level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the search finds a page by the text of one of its sections, not only by its title", async ({ page }) => {
  // A run of words from the second section of the About page, which is in no title.
  const about = JSON.parse(readCopy(ABOUT)) as { title: string; sections: unknown[] };
  const texts: string[] = [];
  JSON.stringify(about.sections[1], (_key, value: unknown) => {
    if (typeof value === "string" && value.length > 60 && !value.includes("{")) texts.push(value);
    return value;
  });
  const phrase = texts[0].split(" ").slice(2, 6).join(" ");
  await page.goto("/");
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.getByLabel("Search pages and items").fill(phrase);
  const list = page.getByRole("navigation", { name: "Site data" });
  // Pages are listed by what they are ("About", from the id), with their address.
  await expect(list.getByRole("link", { name: /^About \/about/ })).toBeVisible();
  await page.getByLabel("Search pages and items").fill(`${phrase} and no such words anywhere`);
  await expect(list.getByRole("link")).toHaveCount(0);
});

test("keyboard only: find a page, open a block, change a field, save", async ({ page }) => {
  const before = readCopy(ABOUT);
  await page.goto("/");
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to the editor" })).toBeFocused();
  await tabTo(page, page.getByLabel("Search pages and items"));
  // The page's title (what search results show) finds it; the list calls it by what it is.
  await page.keyboard.type((JSON.parse(before) as { title: string }).title);
  await tabTo(page, page.getByRole("link", { name: /^About \/about/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/edit/${ABOUT}$`));
  const firstBlock = blockRow(page, "Block 1: ");
  await tabTo(page, firstBlock, 60);
  await page.keyboard.press("Enter");
  await expect(firstBlock).toHaveAttribute("aria-expanded", "true");
  // The hero's fields: the first is its title.
  await tabTo(page, page.locator("#field_sections_0_title"));
  await page.keyboard.press("End");
  await page.keyboard.type(" today");
  await expect(page.getByRole("link", { name: "Unsaved changes (1)" })).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  expect(changedLines(before, readCopy(ABOUT))).toHaveLength(1);
  expect(readCopy(ABOUT)).toContain(" today");
});

test("the preview's navigation marks the page being edited, as the built page does, not Home", async ({ page }) => {
  const about = JSON.parse(readCopy(ABOUT)) as { path: string };
  await open(page, ABOUT);
  const header = preview(page).locator("header");
  await expect(header.locator(`a[href="${about.path}"][aria-current="page"]`).first()).toBeVisible();
  await expect(header.locator('a[href="/"][aria-current]')).toHaveCount(0);
});
