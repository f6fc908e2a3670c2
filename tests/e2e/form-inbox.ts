import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eDataDir } from "./form-data-dir.ts";
import { storedRows } from "../unit/server/stored-rows.ts";
import type { Form } from "../../src/core/generated/site-data.ts";
import { collection, escapeRegExp } from "./site-data.ts";

/** One accepted submission as the local form service stores it (a row of the site's database). */
export interface StoredSubmission {
  id: string;
  receivedAt: string;
  form: string;
  fields: Record<string, string>;
  files: Record<string, { originalName: string; storedAs: string; size: number; type?: string }>;
}

/** What the form service has stored, newest last; `spam` for what the honeypot caught. */
export function storedSubmissions(kind: "submissions" | "spam" = "submissions"): StoredSubmission[] {
  const path = join(e2eDataDir, "site.sqlite");
  if (!existsSync(path)) return [];
  const db = new Database(path, { readonly: true });
  try {
    return storedRows(db, kind);
  } finally {
    db.close();
  }
}

/** The stored submission of `form` whose field `name` has `value` (the tests use values no other test sends). */
export async function expectStored(form: string, name: string, value: string): Promise<StoredSubmission> {
  let found: StoredSubmission | undefined;
  await expect
    .poll(() => (found = storedSubmissions().find((entry) => entry.form === form && entry.fields[name] === value)), {
      message: `a stored ${form} submission with ${name} = ${value}`,
    })
    .toBeTruthy();
  return found!;
}

/** A form definition of site-data/collections/forms/. */
export const formDefinition = (id: string) => collection<Form>("forms").find((form) => form.id === id)!;

/** A value no other test or run sends, to find this test's submission among all stored ones. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The form titled `title`, once its code has loaded and it works (it loads when a field is first focused or touched). */
export async function liveForm(page: Page, title: string): Promise<Locator> {
  const form = page.getByRole("form", { name: title });
  await form.scrollIntoViewIfNeeded();
  await form.locator("input:not([type=hidden]), textarea, select").first().focus();
  await expect(form).toHaveAttribute("data-live", "true");
  return form;
}

/** A field of a form by its label (the label may carry a required-field asterisk). */
export const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** The toasts on screen. */
export const toasts = (page: Page) => page.locator(".mantine-Notification-root");
