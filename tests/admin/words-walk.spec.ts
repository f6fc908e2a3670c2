import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { Form } from "../../src/core/generated/site-data.ts";
import { axeViolations } from "../axe.ts";
import { expect, test } from "./admin-test.ts";
import { copyRoot, linkIn, origin, users } from "./admin-copy.ts";
import { password } from "./admin-page.ts";

/**
 * What the people of /admin must never read, on any screen: the site's files and folders, an address pattern, a
 * placeholder before it is filled in, a command, the words of programmers, or a value the code failed to put into words.
 */
const programmersWords: [string, RegExp][] = [
  ["a folder of site data", /site-data\//],
  ["a file name", /\.json\b/i],
  ["an address pattern", /\/:[A-Za-z]/],
  ["a placeholder", /\{[A-Za-z_]+(?:\.[A-Za-z_]+)*\}/],
  ["a command", /\bnpm /],
  ["JSON", /JSON/],
  ["undefined", /\bundefined\b/],
  ["null", /\bnull\b/],
  ["[object", /\[object/],
];

/** What a screen shows: its text and the words of its title, aria-label and placeholder attributes (read aloud or shown on hover). */
async function shownWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as it is shown, not what hidden elements hold.
    const shown = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll("[title], [aria-label], [placeholder]"))
      for (const name of ["title", "aria-label", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) shown.push(value);
      }
    return shown;
  });
}

/** Every offence of a screen, each with the words around it: "a file name in «…posts/a.json…»". */
async function offencesOn(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const text of await shownWords(page))
    for (const [what, pattern] of programmersWords) {
      const all = new RegExp(pattern.source, `${pattern.flags}g`);
      for (const match of text.matchAll(all)) {
        const around = text
          .slice(Math.max(0, match.index - 40), match.index + match[0].length + 40)
          .replace(/\s+/g, " ");
        found.push(`${what} in «${around}»`);
      }
    }
  return [...new Set(found)];
}

interface Section {
  type: string;
  [key: string]: unknown;
}

const pagesFolder = join(copyRoot, "site-data/pages");
const collectionsFolder = join(copyRoot, "site-data/collections");
const read = <T>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;
const jsonFiles = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort();

/** The blocks inside a block (a layout's columns), in the order of its fields. */
const innerBlocks = (block: Section): Section[] =>
  Object.values(block).flatMap((value) =>
    Array.isArray(value) ? value.filter((inner): inner is Section => typeof inner?.type === "string") : [],
  );

/** The screens of the walk, each as it is read; when `axe` is on, axe's findings too. */
class Walk {
  /** Each offence once, with the screens it is on (the list of pages is on all of them). */
  readonly found = new Map<string, string[]>();
  readonly violations: string[] = [];
  constructor(
    readonly page: Page,
    readonly axe: boolean,
  ) {}

  get offences(): string[] {
    return [...this.found].map(
      ([offence, screens]) =>
        `${offence}, on ${screens[0]}${screens.length > 1 ? ` and ${screens.length - 1} more screens` : ""}`,
    );
  }

  async read(screen: string) {
    for (const offence of await offencesOn(this.page))
      this.found.set(offence, [...(this.found.get(offence) ?? []), screen]);
    if (this.axe) this.violations.push(...(await axeViolations(this.page)).map((found) => `${screen}: ${found}`));
  }
}

/** Opens a file's form by its address in the editor, and waits for its title. */
async function openFile(page: Page, file: string, block?: number) {
  await page.goto(`/admin/edit/${file}${block === undefined ? "" : `?block=${block}`}`);
  await expect(page.locator("main h1")).toBeVisible();
  if (block !== undefined) await expect(page.locator('main [aria-expanded="true"]').first()).toBeVisible();
}

/** Every page, every block type's form (inner blocks too), one item of each collection, and each "New …" dialog. */
async function walkTheForms(walk: Walk, role: "admin" | "editor") {
  const { page } = walk;
  const seenBlocks = new Set<string>();
  for (const name of jsonFiles(pagesFolder)) {
    const file = `site-data/pages/${name}`;
    await openFile(page, file);
    await walk.read(`the page ${name}`);
    const sections = read<{ sections?: Section[] }>(join(pagesFolder, name)).sections ?? [];
    for (const [index, section] of sections.entries()) {
      const inner = innerBlocks(section);
      const newHere = [section, ...inner].some((block) => !seenBlocks.has(block.type));
      if (!newHere) continue;
      await openFile(page, file, index);
      await walk.read(`the ${section.type} block of ${name}`);
      seenBlocks.add(section.type);
      // Its inner blocks, opened one at a time in the open block's form.
      const card = page
        .locator('main [aria-expanded="true"]')
        .first()
        .locator("xpath=ancestor::div[contains(@class, 'mantine-Card-root')][1]");
      const innerRows = card.locator('[aria-expanded="false"]');
      for (let at = 0; at < inner.length; at++) {
        if (seenBlocks.has(inner[at].type)) continue;
        await innerRows.nth(at).click();
        await walk.read(`the ${inner[at].type} block inside ${section.type} of ${name}`);
        seenBlocks.add(inner[at].type);
        await card.locator('[aria-expanded="true"]').nth(1).click();
      }
    }
  }
  // Every kind of block a page can have was opened (the blocks of the schemas that some page uses).
  expect(seenBlocks.size).toBeGreaterThan(10);

  // Adding a block: the palette of every kind, each with its example.
  await openFile(page, "site-data/pages/about.json");
  await page.getByRole("button", { name: "Add a block" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await walk.read("the palette of blocks");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  for (const collection of readdirSync(collectionsFolder).sort()) {
    const [first] = jsonFiles(join(collectionsFolder, collection));
    if (!first) continue;
    // The forms are not an editor's: their items are not offered (tests/admin/publish-and-history.spec.ts).
    if (role === "editor" && collection === "forms") continue;
    await openFile(page, `site-data/collections/${collection}/${first}`);
    await walk.read(`the ${collection} item ${first}`);
    await walkTheAddress(walk, `the ${collection} item ${first}`);
  }
  for (const name of ["about.json", "blog-post.json"]) {
    await openFile(page, `site-data/pages/${name}`);
    await walkTheAddress(walk, `the page ${name}`);
  }
  // The pages and the items of the collections that have pages of their own, at least.
  expect(addressesWalked).toBeGreaterThan(5);
  if (role === "admin") {
    await openFile(page, "site-data/site.json");
    await walk.read("the site settings");
  }

  // Each "New …" dialog of the list (its + buttons), with a title typed so that the address is shown.
  await page.goto("/admin/");
  const list = page.getByRole("navigation", { name: "Site data" });
  const plusButtons = list.locator("section button[aria-label]");
  // The list is drawn once the site's files are read: counted then.
  await expect(plusButtons.first()).toBeVisible();
  const count = await plusButtons.count();
  expect(count).toBeGreaterThan(5);
  for (let at = 0; at < count; at++) {
    const label = (await plusButtons.nth(at).getAttribute("aria-label")) ?? "";
    await plusButtons.nth(at).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("textbox").first().fill("Lagos fintech week");
    await walk.read(`the dialog ${label}`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  }
}

/** The address of what is open, where it has one: the places that link to it, listed, and "Change address" asking. */
let addressesWalked = 0;
async function walkTheAddress(walk: Walk, what: string) {
  const { page } = walk;
  const change = page.getByRole("button", { name: "Change address" });
  if (!(await change.isVisible())) return;
  addressesWalked++;
  const linked = page.getByText(/^(\d+ places? links? here|Nothing links here yet)$/);
  await expect(linked).toBeVisible();
  await linked.click();
  await walk.read(`the places that link to ${what}`);
  await change.click();
  const dialog = page.getByRole("dialog", { name: "Change the address" });
  await dialog.getByRole("textbox").fill("lagos-fintech-week");
  await walk.read(`the change of address of ${what}`);
  await dialog.getByRole("textbox").fill("Lagos Fintech Week");
  await walk.read(`the change of address of ${what}, refused`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
}

/** A submission of each form of the site, so that the inbox has something of each to show. */
async function aSubmissionOfEachForm(page: Page) {
  for (const name of jsonFiles(join(collectionsFolder, "forms"))) {
    const form = read<Form>(join(collectionsFolder, "forms", name));
    const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {};
    for (const field of form.fields) {
      if (!field.required) continue;
      multipart[field.name] =
        field.type === "file"
          ? { name: "Adaeze CV.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% a CV\n") }
          : field.type === "email"
            ? "adaeze.walk@example.com"
            : field.type === "tel"
              ? "+234 803 000 0000"
              : field.type === "select"
                ? field.options![0].value
                : "Adaeze Okafor";
    }
    const answer = await page.request.post(`${origin}/f/${form.id}`, {
      multipart,
      headers: { Accept: "application/json" },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

/** The screens around the forms: the first screen, Unsaved changes with a change, Schedule, History, the inbox. */
async function walkTheRest(walk: Walk, role: "admin" | "editor") {
  const { page } = walk;
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { name: "Edit the site" })).toBeVisible();
  await walk.read("the first screen");

  await page.getByRole("link", { name: "History" }).click();
  await expect(page.locator("main h1")).toBeVisible();
  await walk.read("History");

  await page
    .getByRole("link", { name: /^Reviews/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Waiting for review" })).toBeVisible();
  await walk.read("Reviews");

  if (role === "admin") {
    await aSubmissionOfEachForm(page);
    await page.getByRole("link", { name: "Inbox" }).click();
    await expect(page.getByRole("list", { name: "Inbox" }).getByRole("listitem").first()).toBeVisible();
    await walk.read("the inbox");
    // Each form is offered by its name in words, never by its id ("Job application", not "job-application").
    const options = await page.getByLabel("Form", { exact: true }).locator("option").allTextContents();
    for (const name of jsonFiles(join(collectionsFolder, "forms"))) {
      const { id } = read<Form>(join(collectionsFolder, "forms", name));
      expect(options).not.toContain(id);
      expect(options).toContain(id.charAt(0).toUpperCase() + id.slice(1).replace(/-/g, " "));
    }
  }
}

/** Unsaved changes with a change to the About page's title, and the Schedule dialog that offers to publish it later. */
async function walkUnsavedChanges(walk: Walk) {
  const { page } = walk;
  // A change to the About page's title: Unsaved changes shows it, and Schedule offers to publish it later.
  await page.goto("/admin/edit/site-data/pages/about.json");
  const title = page.getByRole("textbox", { name: /^Title/ }).first();
  await title.fill(`${await title.inputValue()} and more`);
  await page.getByRole("link", { name: /^Unsaved changes/ }).click();
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.getByRole("button", { name: "Discard these changes" })).toBeVisible();
  await walk.read("Unsaved changes");
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await walk.read("the Schedule dialog");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Share for review" }).first().click();
  await expect(page.getByRole("dialog", { name: "Share these changes for review" })).toBeVisible();
  await walk.read("the Share for review dialog");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Discard these changes" }).click();
  await page.getByRole("button", { name: "Yes, discard them" }).click();
}

/** Signing in and out: the link's page to choose a password, a refused password, the sign-in page, a wrong password. */
async function walkTheAccountScreens(walk: Walk, email: string, role: "admin" | "editor") {
  const { page } = walk;
  await page.goto(linkIn(await users("add", email, "--role", role)));
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await walk.read("choosing a password");
  await page.getByLabel("New password").fill("Password2024!");
  await page.getByLabel("The same password again").fill("Password2024!");
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await walk.read("a password refused");
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByText(email)).toBeVisible();
}

async function walkSigningOut(walk: Walk, email: string) {
  const { page } = walk;
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await walk.read("signed out");
  await page.goto("/admin/login");
  await walk.read("the sign-in page");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await walk.read("a wrong password");
}

// axe is evaluated in the page, which the admin's policy (scripts of its origin only) would refuse.
test.use({ bypassCSP: true });

for (const role of ["admin", "editor"] as const) {
  test(`every screen an ${role} meets reads in words: no file, address pattern, placeholder, command or code's value; and axe finds nothing`, async ({
    page,
  }) => {
    // Some sixty screens, each read and (for the admin) checked by axe, on two busy cores.
    test.setTimeout(900_000);
    const walk = new Walk(page, role === "admin");
    const email = `walker.${role}@nerivo.ng`;
    await walkTheAccountScreens(walk, email, role);
    await walkTheRest(walk, role);
    await walkTheForms(walk, role);
    await walkSigningOut(walk, email);
    expect({ offences: walk.offences, axe: walk.violations }).toEqual({ offences: [], axe: [] });
  });
}

// Unsaved changes lists each changed file and its lines as they are written in it: it is being put into words apart
// from this walk, and is read here on its own so that the walk of every other screen says what it finds meanwhile.
test("Unsaved changes and the Schedule dialog read in words, and axe finds nothing there", async ({ page }) => {
  const walk = new Walk(page, true);
  await walkTheAccountScreens(walk, "walker.changes@nerivo.ng", "editor");
  await walkUnsavedChanges(walk);
  expect({ offences: walk.offences, axe: walk.violations }).toEqual({ offences: [], axe: [] });
});
