import { expect, type Page } from "@playwright/test";
import { axeViolations } from "../axe.ts";

/**
 * Scrolls down the page a screen at a time, so that blocks which load near the viewport are checked hydrated, then
 * waits until no card waits for the scroll reveal: a state, not a time. Pages checked with reduced motion (as these
 * tests use) reveal nothing, so no card is ever caught mid-fade at half its contrast, however busy the machine.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600)
    // Two frames at each stop: the first lays the page out there, and the visibility observers that start islands
    // are told before the second.
    await page.evaluate(async (top) => {
      window.scrollTo(0, top);
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    }, y);
  await page.waitForFunction(() => !document.querySelector('[data-reveal="pending"]'));
}

/** The page's heading levels in document order, from what assistive technology sees. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) =>
      headings.filter((heading) => heading.getClientRects().length > 0).map((heading) => Number(heading.tagName[1])),
    );
}

/** No axe violation on the page as it is now, one h1, first, and no heading level skipped on the way down. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const levels = await headingLevels(page);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index + 1} jumps from h${levels[index - 1]} to h${level}`).toBeLessThanOrEqual(
        levels[index - 1] + 1,
      );
  });
}
