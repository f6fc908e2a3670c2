import { expect, test } from "./editor-test.ts";
import { readCopy } from "./editor-copy.ts";
import { editorTestRules, open, previewFrame, save, saveButton, valueIn } from "./editor-page.ts";

// A date that is not one reaches the preview once the person leaves the field: the article header cannot show it
// (React reports what its boundary caught), and says so until it is a date again.
editorTestRules([/Invalid time value/, /error occurred in/i, /React will try to recreate/i]);

const post = "site-data/collections/posts/agile-delivery-distributed-teams.json";

test("a post's date is typed as the site writes dates, and the preview follows it", async ({ page }) => {
  await open(page, post);
  const date = page.locator("#field_date");
  // The date as an en-NG site writes it, day first, and a hint that says what the field takes.
  await expect(date).toHaveValue("22/09/2026");
  await expect(page.getByText("Type the day, month and year, e.g. 30/09/2026 or 30 Sep 2026.")).toBeVisible();
  await expect(page.getByText("YYYY-MM-DD")).toHaveCount(0);
  const understood = page.getByRole("status").filter({ hasText: /\d{4}$/ });
  await expect(understood).toHaveText("Tuesday 22 September 2026");

  // Typed with the keyboard: what the field understood, in words, and the article header shows it.
  await date.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("30/09/2026");
  await expect(understood).toHaveText("Wednesday 30 September 2026");
  const header = previewFrame(page).locator("h1 ~ * time").first();
  await expect(header).toHaveText("30 September 2026");

  // A day February does not have: the field keeps what was typed and says why, in words, at once.
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("31/02/2026");
  await expect(date).toHaveValue("31/02/2026");
  await expect(date).toHaveAccessibleDescription(/There is no 31 February 2026: February 2026 has 28 days\./);
  // Leaving the field with it: nothing can be saved until it is a date.
  await page.keyboard.press("Tab");
  await expect(date).toHaveValue("31/02/2026");
  await expect(saveButton(page)).toBeDisabled();
  // The file's list of problems says it in the same words, not the file's own way of writing dates.
  const fileProblems = page.getByRole("alert").filter({ hasText: "Problems in this file" });
  await expect(fileProblems).toContainText("There is no 31 February 2026: February 2026 has 28 days.");
  await expect(fileProblems).not.toContainText("YYYY-MM-DD");
  const blockFailed = previewFrame(page).getByText("This block cannot be shown until its problems are fixed.");
  await expect(blockFailed).toBeVisible();

  // A valid date again, in words this time: the preview is not broken for good, it shows the new date.
  await date.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("1 Oct 2026");
  await page.keyboard.press("Tab");
  await expect(understood).toHaveText("Thursday 1 October 2026");
  await expect(blockFailed).toHaveCount(0);
  await expect(header).toHaveText("1 October 2026");

  // Saved as the file writes dates.
  await save(page);
  expect(valueIn(readCopy(post), ["date"])).toBe("2026-10-01");
});
