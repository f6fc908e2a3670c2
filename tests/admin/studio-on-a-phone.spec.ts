import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./admin-test.ts";
import type { Locator, Page } from "@playwright/test";
import { copyBuiltProject } from "../../scripts/copy-project.ts";
import { axeViolations } from "../axe.ts";
import { password, signedIn } from "./admin-page.ts";
import { letEditorsPublish, projectRoot } from "./admin-copy.ts";
import { ServedCopy } from "./served-copy.ts";
import { sessionCookie } from "../../src/server/admin/admin-routes.ts";

// /admin on a phone, as the marketing manager and the HR officer use it (issue 45): every action of the toolbar in
// reach, nothing cut off, targets a finger can hit, a plain banner when the server stops, and Discard that asks.
// bypassCSP: axe is put into the page as a script, which the admin's policy rightly refuses.
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, bypassCSP: true });

const post = "/admin/edit/site-data/collections/posts/agile-delivery-distributed-teams.json";

/** Changes the post's title, so that there is something to publish, schedule or discard. */
async function changeTitle(page: Page, to: string) {
  await page.goto(post);
  await page.locator("#field_title").fill(to);
  // An empty title is a problem: Publish waits for it to be fixed.
  if (to) await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled({ timeout: 15_000 });
}

/** Its box: inside the viewport, at least 44 × 44 px (WCAG 2.5.5). */
async function expectReachable(page: Page, target: Locator, name: string) {
  await expect(target, name).toBeVisible();
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x, `${name} starts in the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends in the viewport`).toBeLessThanOrEqual(viewport.width);
  expect(box.width, `${name} is at least 44 px wide`).toBeGreaterThanOrEqual(44);
  expect(box.height, `${name} is at least 44 px high`).toBeGreaterThanOrEqual(44);
}

const noSideways = (element: Element) => element.scrollWidth <= element.clientWidth;
const pageScrollsSideways = () => document.documentElement.scrollWidth > document.documentElement.clientWidth;

/** An action of the header's toolbar: in sight, or behind "More actions" (then opened). */
async function action(page: Page, name: RegExp): Promise<Locator> {
  const header = page.getByRole("banner");
  const direct = header.getByRole("button", { name }).or(header.getByRole("link", { name }));
  if ((await direct.count()) > 0 && (await direct.first().isVisible())) return direct.first();
  const item = page.getByRole("menuitem", { name });
  if (!(await item.isVisible())) await header.getByRole("button", { name: "More actions" }).click();
  return item;
}

test("at 375 px every action of the toolbar is in reach, 44 px or more, with nothing scrolled sideways", async ({
  page,
}) => {
  await signedIn(page, "toolbar.phone@nerivo.ng", "editor");
  await changeTitle(page, "Agile delivery, published from a phone");
  await page.screenshot({
    path: test.info().outputPath("admin-phone-toolbar.png"),
    clip: { x: 0, y: 0, width: 375, height: 200 },
  });
  const header = page.getByRole("banner");
  expect(await page.evaluate(pageScrollsSideways), "the page scrolls sideways").toBe(false);
  const sideways = await header.evaluate((element) =>
    [element, ...element.querySelectorAll("*")]
      .filter(
        (inside) =>
          inside.scrollWidth > inside.clientWidth && ["auto", "scroll"].includes(getComputedStyle(inside).overflowX),
      )
      .map((inside) => inside.className),
  );
  expect(sideways, "nothing in the header scrolls sideways").toEqual([]);
  for (const name of [/^Undo$/, /^Redo$/, /^Publish$/, /^Unsaved changes \(1\)$/, /^History$/, /^Schedule/])
    await expectReachable(page, await action(page, name), String(name));
  await (await action(page, /^Schedule/)).click();
  await expect(page.getByLabel("Publish at")).toBeVisible();
  await page.keyboard.press("Escape");
  await (await action(page, /^Unsaved changes/)).click();
  await expect(page.getByRole("heading", { name: "Unsaved changes", level: 1 })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: /agile-delivery-distributed-teams/ })
    .click();
  // The preview is one tap away.
  await page.getByRole("link", { name: "See the preview" }).click();
  await expect(page.locator('iframe[title^="Preview of"]')).toBeInViewport();
});

test("the header's status is never cut off, and its words and badges pass axe's contrast rule", async ({ page }) => {
  await signedIn(page, "status.phone@nerivo.ng", "admin");
  await changeTitle(page, "");
  const status = page.getByRole("banner").getByText(/^Fix the problem before publishing$/);
  await expect(status).toBeVisible();
  expect.soft(await status.evaluate(noSideways), "the status is not truncated").toBe(true);
  // The page with its header (the role's badge, the status, a problem shown), the colour contrast rule included
  // (axe runs it by default).
  // The badge's text against its background (WCAG 2's ratio; a background with transparency laid over white): axe
  // leaves a badge it cannot be sure of "incomplete" rather than failing it.
  const badge = page.getByRole("banner").getByText("Admin", { exact: true });
  const ratio = await badge.evaluate((label) => {
    const channels = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const [br, bg, bb, ba = 1] = channels(
      getComputedStyle(label.closest(".mantine-Badge-root") ?? label).backgroundColor,
    );
    const background = [br, bg, bb].map((c) => c * ba + 255 * (1 - ba));
    const [fr, fg, fb, fa = 1] = channels(getComputedStyle(label).color);
    const text = [fr, fg, fb].map((c, i) => c * fa + background[i] * (1 - fa));
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
  expect.soft(ratio, "the role's badge: text against its background").toBeGreaterThanOrEqual(4.5);
  const violations = await axeViolations(page);
  expect.soft(violations.filter((line) => line.startsWith("color-contrast"))).toEqual([]);
  expect.soft(violations).toEqual([]);
  await expectReachable(page, page.getByRole("button", { name: "Go to the field" }).first(), "Go to the field");
  await page.getByRole("button", { name: "Undo" }).click();
  const nothing = page.getByRole("banner").getByText(/^No unsaved changes$/);
  await expect(nothing).toBeVisible();
  expect(await nothing.evaluate(noSideways), "the status is not truncated").toBe(true);
  // The first screen on a phone is the list of pages and items, Posts under the pages.
  await page.goto("/admin/");
  const plus = page.getByRole("button", { name: "New post" });
  await plus.scrollIntoViewIfNeeded();
  await expect(plus).toBeInViewport({ ratio: 1 });
  await expectReachable(page, plus, "New post (+)");
});

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test("the status is not cut off between the buttons and the account", async ({ page }) => {
    await signedIn(page, "status.laptop@nerivo.ng", "admin");
    await changeTitle(page, "");
    const status = page.getByRole("banner").getByText(/^Fix the problem before publishing$/);
    await expect(status).toBeVisible();
    expect(await status.evaluate(noSideways), "the status is not truncated").toBe(true);
    await page.getByRole("button", { name: "Undo" }).click();
    const nothing = page.getByRole("banner").getByText(/^No unsaved changes$/);
    await expect(nothing).toBeVisible();
    expect(await nothing.evaluate(noSideways), "the status is not truncated").toBe(true);
  });

  test("Discard these changes asks first, and Cancel keeps the changes", async ({ page }) => {
    await signedIn(page, "discard.laptop@nerivo.ng", "editor");
    await changeTitle(page, "A title to keep");
    await page.getByRole("link", { name: "Unsaved changes (1)" }).click();
    await page.getByRole("button", { name: "Discard these changes" }).click();
    await expect(page.getByText("Discard your changes to this file?")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("link", { name: "Unsaved changes (1)" })).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("link", { name: /agile-delivery-distributed-teams/ })
      .click();
    await expect(page.locator("#field_title")).toHaveValue("A title to keep");
    await page.getByRole("link", { name: "Unsaved changes (1)" }).click();
    await page.getByRole("button", { name: "Discard these changes" }).click();
    await page.getByRole("button", { name: "Yes, discard them" }).click();
    await expect(page.getByText("There are no unsaved changes.")).toBeVisible();
  });
});

test("when the server stops, /admin says so in plain words, keeps trying, and Publish waits for it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const folder = mkdtempSync(join(tmpdir(), "admin-server-stops-"));
  const copy = new ServedCopy(join(folder, "project"), 4380 + lane, join(folder, "data"));
  try {
    copyBuiltProject(projectRoot, copy.root);
    letEditorsPublish(copy.root);
    await copy.start(150_000, "serve");
    const session = await copy.signedIn(`stops.${lane}@nerivo.ng`, "editor", password);
    await page.context().addCookies([{ name: sessionCookie, value: session, url: copy.origin }]);
    await page.goto(`${copy.origin}${post}`);
    await page.locator("#field_title").fill("Typed before the server stopped");
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    await expect(publish).toBeEnabled({ timeout: 15_000 });
    await copy.stop();
    const banner = page.getByRole("alert").filter({ hasText: "connection to the site was lost" });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toContainText("reconnect by itself");
    await expect(banner).toContainText("Nothing you typed is lost");
    await expect(banner).not.toContainText("npm run edit");
    await expect(publish).toBeDisabled();
    await copy.start(150_000, "serve");
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    await expect(publish).toBeEnabled({ timeout: 15_000 });
    await expect(page.locator("#field_title")).toHaveValue("Typed before the server stopped");
  } finally {
    await copy.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
