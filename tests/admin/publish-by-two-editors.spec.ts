import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./admin-test.ts";
import { copyRoot, origin } from "./admin-copy.ts";
import { publishedNote, signedIn } from "./admin-page.ts";

// Two people at once, each in a browser of their own, on the About page's hero (About's page data, read from the copy).
const ABOUT = "site-data/pages/about.json";
interface Hero {
  title: string;
  subtitle: string;
  primaryAction: { label: string; href: string };
}
const hero = () => (JSON.parse(readFileSync(join(copyRoot, ABOUT), "utf8")) as { sections: Hero[] }).sections[0];
const aboutPath = () => (JSON.parse(readFileSync(join(copyRoot, ABOUT), "utf8")) as { path: string }).path;

/** A person of their own: a browser context with its own cookies, signed in as a new editor, on About's hero. */
async function person(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await signedIn(page, email, "editor");
  await page.goto(`/admin/edit/${ABOUT}`);
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: /^Block 1: Hero/ }).click();
  return page;
}

const title = (page: Page) => page.locator("#field_sections_0_title");
const subtitle = (page: Page) => page.locator("#field_sections_0_subtitle");
const publish = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });
const undo = (page: Page) => page.getByRole("button", { name: "Undo", exact: true });
const redo = (page: Page) => page.getByRole("button", { name: "Redo", exact: true });
/** The notice that someone else's publish replaced a field of one's own. */
const replacedNotice = (page: Page) => page.getByRole("alert").filter({ hasText: "your version was replaced" });

test("two editors change different fields of one page: the second sees the first's publish in the open form without a reload, and both changes go live", async ({
  browser,
  request,
}) => {
  const oldSubtitle = hero().subtitle;
  const ada = await person(browser, "ada.okafor@nerivo.ng");
  const bola = await person(browser, "bola.ade@nerivo.ng");
  const newTitle = "About us: Lagos engineers since day one";
  const newSubtitle =
    "We help Nigerian banks, lenders and retailers turn technology into growth; two people changed this line at once.";
  await title(ada).fill(newTitle);
  await subtitle(bola).fill(newSubtitle);
  await publish(ada).click();
  await expect(publishedNote(ada)).toBeVisible({ timeout: 90_000 });
  // Bola's open form takes Ada's title in (asked for every 1.5 s), and keeps Bola's unsaved subtitle.
  await expect(title(bola)).toHaveValue(newTitle, { timeout: 6_000 });
  await expect(subtitle(bola)).toHaveValue(newSubtitle);
  await expect(bola.getByRole("dialog", { name: "Changed by someone else too" })).toHaveCount(0);
  await expect(replacedNotice(bola)).toHaveCount(0);
  // Undo after the merge takes back Bola's own step only: the subtitle she typed, not Ada's title.
  await undo(bola).click();
  await expect(subtitle(bola)).toHaveValue(oldSubtitle);
  await expect(title(bola)).toHaveValue(newTitle);
  await redo(bola).click();
  await expect(subtitle(bola)).toHaveValue(newSubtitle);
  await expect(title(bola)).toHaveValue(newTitle);
  await publish(bola).click();
  await expect(publishedNote(bola)).toBeVisible({ timeout: 90_000 });
  const live = await (await request.get(aboutPath())).text();
  expect(live).toContain(newTitle);
  expect(live).toContain(newSubtitle);
  expect(hero()).toMatchObject({ title: newTitle, subtitle: newSubtitle });
});

test("two editors change the same field: the second is asked in words who changed it to what and when, and their choice is published", async ({
  browser,
  request,
}) => {
  const ada = await person(browser, "ada.again@nerivo.ng");
  const bola = await person(browser, "bola.again@nerivo.ng");
  await title(ada).fill("Ada's title for About");
  await title(bola).fill("Bola's title for About");
  await publish(ada).click();
  await expect(publishedNote(ada)).toBeVisible({ timeout: 90_000 });
  const question = bola.getByRole("dialog", { name: "Changed by someone else too" });
  await expect(question).toContainText(
    /ada\.again@nerivo\.ng changed Block 1: Hero › Title \(About\) to “Ada's title for About” at \d{1,2}:\d\d(\s?[AP]M)?; your draft says “Bola's title for About”\./,
  );
  await expect(question.getByText(/[{}]/)).toHaveCount(0);
  // Nothing is published while the question waits.
  await question.getByRole("button", { name: "Keep mine" }).click();
  await expect(title(bola)).toHaveValue("Bola's title for About");
  await publish(bola).click();
  await expect(publishedNote(bola)).toBeVisible({ timeout: 90_000 });
  expect(await (await request.get(aboutPath())).text()).toContain("Bola&#x27;s title for About");
  expect(hero().title).toBe("Bola's title for About");
  // Ada's open form takes Bola's title, and Ada is told who replaced her version, of which field, with what and when;
  // her status no longer says her version is live.
  await expect(title(ada)).toHaveValue("Bola's title for About", { timeout: 6_000 });
  const notice = replacedNotice(ada);
  await expect(notice).toContainText(
    /bola\.again@nerivo\.ng published a change to About › Block 1: Hero › Title at \d{1,2}:\d\d(\s?[AP]M)?: “Bola's title for About” — your version was replaced\./,
  );
  await expect(notice.getByText(/[{}]|\.json/)).toHaveCount(0);
  await expect(publishedNote(ada)).toHaveCount(0);
  await expect(
    ada.getByText(/^Your last publish \(.+\) was changed since by bola\.again@nerivo\.ng at /),
  ).toBeVisible();
  // The notice opens the field, its block closed meanwhile.
  await ada.getByRole("button", { name: /^Block 1: Hero/ }).click();
  await expect(title(ada)).toHaveCount(0);
  await notice.getByRole("button", { name: "Open the field" }).click();
  await expect(title(ada)).toBeFocused();
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
});

test("a broken link blocks Publish, with its message at its field", async ({ page }) => {
  await signedIn(page, "linkchecker@nerivo.ng", "editor");
  await page.goto(`/admin/edit/${ABOUT}`);
  await page.getByRole("button", { name: /^Block 1: Hero/ }).click();
  const href = page.locator("#field_sections_0_primaryAction_href");
  await href.fill("/contcat");
  const field = page.locator(".mantine-InputWrapper-root", { has: href });
  await expect(field.getByText('Did you mean "/contact"?')).toBeVisible();
  await expect(href).toHaveAttribute("aria-invalid", "true");
  await expect(publish(page)).toBeDisabled();
  expect(hero().primaryAction.href).not.toBe("/contcat");
});
