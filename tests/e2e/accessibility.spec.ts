import type { Page } from "@playwright/test";
import { expect, test } from "./site-test.ts";
import type { NavMenu } from "../../src/core/generated/site-data.ts";
import { waitForIslands } from "./console-guard.ts";
import { expectAccessible, scrollThrough } from "./accessible-page.ts";
import { homeSection, shown, site } from "./site-data.ts";

// With reduced motion the scroll reveal never hides a card (src/site/shell/reveal.ts): what axe checks is the page as it
// rests, at once, however busy the machine (a card caught mid-fade would fail the contrast check, and waiting for
// fades under load once took over 30 s). Every page of the site is checked so by tests/e2e/every-template.spec.ts.
test.use({ reducedMotion: "reduce" });

for (const path of ["/no-such-page", "/services/no-such-service"]) {
  test(`${path}: no axe violations, one h1 and no skipped heading level`, async ({ page }) => {
    await page.goto(path);
    await waitForIslands(page);
    await scrollThrough(page);
    await expectAccessible(page);
  });
}

/**
 * Whether the focused element shows a visible focus ring (an outline or a box shadow), on itself or, for a control
 * drawn by another element (a tab's radio button by its label), on that element.
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const ringed = (candidate: Element | null | undefined) => {
      if (!candidate) return false;
      const style = getComputedStyle(candidate);
      return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    };
    return ringed(element) || ringed(element.closest("label"));
  });
}

test("the first Tab reaches a visible skip link that moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await waitForIslands(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: site.labels.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("the Services dropdown works from the keyboard, with visible focus", async ({ page }) => {
  const menu = site.navigation.items.find((item): item is NavMenu => "links" in item)!;
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: site.labels.mainNavigation });
  const dropdown = nav.locator("details", { has: page.locator("summary", { hasText: menu.label }) });
  const toggle = dropdown.locator("summary");
  await toggle.focus();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(dropdown).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  const first = nav.getByRole("link", { name: menu.links[0].label, exact: true });
  await expect(first).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dropdown).not.toHaveAttribute("open");
  await expect(toggle).toBeFocused();
  await expect(first).toBeHidden();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(menu.links[0].href);
});

test("on a phone the menu opens and is followed from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: site.labels.mainNavigation });
  const toggle = nav.locator("summary", { hasText: site.labels.openMenu });
  await toggle.focus();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Enter");
  // Its name follows its state.
  await expect(nav.locator("summary", { hasText: site.labels.closeMenu })).toBeFocused();
  await page.keyboard.press("Tab");
  const firstItem = site.navigation.items[0];
  await expect(
    nav.getByRole("link", { name: "href" in firstItem ? firstItem.label : firstItem.links[0].label, exact: true }),
  ).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(nav.locator("summary", { hasText: site.labels.openMenu })).toBeFocused();
});

const slides = (page: Page) => page.locator("[data-carousel-row] > li");

test("the testimonial carousel is operated from the keyboard, with visible focus", async ({ page }) => {
  const carousel = homeSection("testimonialCarousel");
  await page.goto("/");
  await page.getByRole("heading", { name: shown(carousel.heading.title) }).scrollIntoViewIfNeeded();
  const next = page.getByRole("button", { name: site.labels.nextSlide });
  const firstSlideX = () =>
    slides(page)
      .first()
      .evaluate((slide) => Math.round(slide.getBoundingClientRect().x));
  const start = await firstSlideX();
  await next.focus();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect.poll(firstSlideX).not.toBe(start);
  await page.getByRole("button", { name: site.labels.previousSlide }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(firstSlideX).toBe(start);
  // The row itself takes focus, and the arrow keys scroll it with no script at all.
  await page.getByRole("list", { name: shown(carousel.heading.title) }).focus();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect.poll(firstSlideX).not.toBe(start);
});

test("the testimonial carousel's controls sit beside the cards, never over their text", async ({ page }) => {
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const carousel = page.locator('[data-island="testimonialCarousel"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: site.labels.nextSlide })).toBeVisible();
    const overlaps = await carousel.evaluate((root) => {
      const boxes = (selector: string) =>
        [...root.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
      const row = root.querySelector("[data-carousel-row]")!.getBoundingClientRect();
      // The text of the cards that are in view.
      const texts = boxes("blockquote, figcaption").filter(
        (box) => box.right > row.left + 1 && box.left < row.right - 1,
      );
      const controls = boxes("[data-carousel-previous], [data-carousel-next]");
      return controls.flatMap((control) =>
        texts.filter(
          (text) =>
            control.left < text.right &&
            control.right > text.left &&
            control.top < text.bottom &&
            control.bottom > text.top,
        ),
      ).length;
    });
    expect(overlaps, `at ${width} px`).toBe(0);
  }
});

test("tabs are operated from the keyboard, with visible focus (portfolio categories)", async ({ page }) => {
  await page.goto("/portfolio");
  const tabs = page.locator("#projects").getByRole("radio");
  await tabs.first().focus();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toBeChecked();
  expect(await focusIsVisible(page)).toBe(true);
});

test("accordions are operated from the keyboard, with visible focus (careers FAQ)", async ({ page }) => {
  await page.goto("/careers");
  const questions = page.locator("#faq details");
  const first = questions.first().locator("summary");
  await first.scrollIntoViewIfNeeded();
  await first.focus();
  expect(await focusIsVisible(page)).toBe(true);
  await page.keyboard.press("Enter");
  await expect(questions.first()).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(questions.first()).not.toHaveAttribute("open");
  await page.keyboard.press("Tab");
  await expect(questions.nth(1).locator("summary")).toBeFocused();
});
