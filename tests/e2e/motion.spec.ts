/**
 * The site's motion, in a browser that allows it (every other spec runs with reduced motion: playwright.config.ts):
 * the hero's circles and dots loop behind its heading, cards below the first screen wait hidden and fade in as they
 * are scrolled to, and a visitor who prefers reduced motion gets none of it, with nothing left hidden.
 */
import type { Browser, Page } from "@playwright/test";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "./site-test.ts";
import { waitForIslands } from "./console-guard.ts";
import { homePage, sitePage } from "./site-data.ts";

/** Home, if it opens with a hero, else the first page that does (from site data). */
const heroPage = [
  homePage,
  ...readdirSync(resolve(import.meta.dirname, "../../site-data/pages")).map((file) =>
    sitePage(file.replace(/\.json$/, "")),
  ),
].find((page) => page.sections[0]?.type === "hero" && !page.collection && !page.redirect);

/** The animations running for ever, each as whether its element is decoration inside the section of the page's h1. */
const endlessAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations === Infinity)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect).target;
        const section = document.querySelector("h1")?.closest("section");
        return Boolean(target && section?.contains(target) && target.closest("[aria-hidden]"));
      }),
  );

async function open(browser: Browser, path: string, reducedMotion: "reduce" | "no-preference") {
  const context = await browser.newContext({ reducedMotion, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await waitForIslands(page);
  return { page, close: () => context.close() };
}

test.describe("with motion allowed", () => {
  test("the hero's circles and dots loop behind its heading, as decoration", async ({ browser }) => {
    test.skip(!heroPage, "no page opens with a hero");
    const { page, close } = await open(browser, heroPage!.path, "no-preference");
    const animations = await endlessAnimations(page);
    expect(animations.length, "endless animations on the page").toBeGreaterThan(0);
    expect(animations, "each in the h1's section, inside an aria-hidden element").not.toContain(false);
    await close();
  });

  test("a card below the first screen waits hidden and fades in once scrolled to; those on the first screen never hide", async ({
    browser,
  }) => {
    const { page, close } = await open(browser, homePage.path, "no-preference");
    const cards = page.locator("[data-reveal]");
    const last = cards.last();
    await expect(last, "the last card waits below the first screen").toHaveAttribute("data-reveal", "pending");
    await expect(last).toHaveCSS("opacity", "0");
    const hiddenOnFirstScreen = await cards.evaluateAll(
      (elements) =>
        elements.filter(
          (element) =>
            element.getBoundingClientRect().top < window.innerHeight &&
            element.getAttribute("data-reveal") === "pending",
        ).length,
    );
    expect(hiddenOnFirstScreen, "cards on the first screen left hidden").toBe(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-reveal", "shown");
    await expect(last).toHaveCSS("opacity", "1");
    await close();
  });
});

test("with reduced motion nothing loops and no card waits hidden, before or after scrolling", async ({ browser }) => {
  const { page, close } = await open(browser, heroPage?.path ?? homePage.path, "reduce");
  expect(await endlessAnimations(page)).toEqual([]);
  await page.locator("[data-reveal]").last().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  await expect(page.locator("[data-reveal]").last()).toHaveCSS("opacity", "1");
  await close();
});
