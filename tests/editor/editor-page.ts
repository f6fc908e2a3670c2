import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./editor-test.ts";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { copyRoot } from "./editor-copy.ts";

/**
 * What every spec of the editor shares: opening a file, the buttons it presses, and the rules each test keeps (no
 * error in the console; no draft left from another test, which the editor would offer back when it opens).
 */

/** Registers, for the calling spec file, the console check and the clean start. `allowed`: messages a test causes on purpose. */
export function editorTestRules(allowed: RegExp[] = []) {
  const errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors.length = 0;
    // Each test starts with no drafts in the copy (they live in .drafts/, beside site-data).
    rmSync(join(copyRoot, ".drafts"), { recursive: true, force: true });
    page.on(
      "console",
      (message) =>
        message.type() === "error" &&
        !allowed.some((pattern) => pattern.test(message.text())) &&
        errors.push(message.text()),
    );
    page.on("pageerror", (error) => errors.push(error.message));
  });
  test.afterEach(() => expect(errors).toEqual([]));
  return errors;
}

/** Opens a file in the editor and waits until the validator has answered once. */
export async function open(page: Page, file: string, origin = "") {
  await page.goto(`${origin}/edit/${file}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("No unsaved changes")).toBeVisible();
}

export const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

/** Saves every change and waits until the editor says nothing is left to save. */
export async function save(page: Page) {
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByText("No unsaved changes")).toBeVisible();
}

/** A block's row in the sections list (its name starts with what it is, then what it says). */
export const blockRow = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}`) });

export const previewFrame = (page: Page) => page.frameLocator('iframe[title^="Preview of"]');

/** Presses Tab until the element has the focus, as someone without a mouse would. */
export async function tabTo(page: Page, target: Locator, most = 20) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The value at a path of a JSON text. */
export function valueIn(text: string, path: (string | number)[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], JSON.parse(text));
}

/** Opens a block's form, unless it is open already (a reloaded page keeps the block it showed). */
export async function openBlock(page: Page, name: string) {
  const row = blockRow(page, name);
  if ((await row.getAttribute("aria-expanded")) !== "true") await row.click();
  await expect(row).toHaveAttribute("aria-expanded", "true");
}
