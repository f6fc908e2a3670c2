import type { Page } from "@playwright/test";
import { expect } from "./admin-test.ts";
import { linkIn, users } from "./admin-copy.ts";

export const password = "publishing from a phone is normal";

/** A new account of the given role, its password chosen from the link `npm run users -- add` printed, signed in on this page. */
export async function signedIn(page: Page, email: string, role: "editor" | "admin") {
  await page.goto(linkIn(await users("add", email, "--role", role)));
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByText(email)).toBeVisible();
}

/** The message that a publish went live ("Published, live in 3.2 s: …"). */
export const publishedNote = (page: Page) => page.getByText(/^Published, live in \d+\.\d s: /);
