import { expect, type Locator } from "@playwright/test";

/**
 * The site's accordions are <details> sharing a name and its tabs are radio buttons (they work before and without
 * any script). These read them as a visitor does: only what is shown counts.
 */

/** The questions of the accordions shown in `scope`, in order. */
export const questionsIn = (scope: Locator) => scope.locator("details:visible > summary");

/** One open at a time: opening a question closes the one open before; the open one closes again when clicked. */
export async function expectOneOpenAtATime(scope: Locator): Promise<void> {
  const items = scope.locator("details:visible");
  await items.nth(0).locator("summary").click();
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(1).locator("summary").click();
  await expect(items.nth(1)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await items.nth(1).locator("summary").click();
  await expect(scope.locator("details[open]")).toHaveCount(0);
}

/** The tabs in `scope` (radio buttons in a labelled group). */
export const tabsIn = (scope: Locator) => scope.getByRole("radio");
