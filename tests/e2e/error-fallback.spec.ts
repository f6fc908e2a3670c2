import { expect, test } from "@playwright/test";
import { waitForHydration } from "./console-guard.ts";
import { site } from "./site-data.ts";

test("a failure while loading a page shows the error screen instead of a blank page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route("**/_data/about.json", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal error" }));
  await page.getByRole("contentinfo").locator('a[href="/about"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.labels.unexpectedError);
  expect(site.labels.unexpectedError).toBe("Unexpected Application Error!");
  await expect(page.getByRole("button", { name: site.labels.reloadPage })).toBeVisible();
});
