import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./editor-test.ts";
import { copyRoot, readCopy } from "./editor-copy.ts";
import { editorTestRules, open } from "./editor-page.ts";

// No draft left by another test of the copy, which the editor would offer back in a dialog over the form.
editorTestRules();

test("a text naming the company's details in braces shows what visitors read, and a detail is inserted by its name", async ({
  page,
}) => {
  const company = (JSON.parse(readCopy("site-data/site.json")) as { company: { shortName: string; phone: string } })
    .company;
  // A question of the copy that names the company, from site data.
  const [name, faq] = readdirSync(join(copyRoot, "site-data/collections/faqs"))
    .sort()
    .map((file) => [file, JSON.parse(readCopy(`site-data/collections/faqs/${file}`))] as [string, { question: string }])
    .find(([, value]) => value.question.includes("{company.shortName}"))!;
  const read = faq.question.replaceAll("{company.shortName}", company.shortName);
  await open(page, `site-data/collections/faqs/${name}`);
  // Its title and the line under the field say it as visitors read it; the braces stay only in the field itself.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(read);
  await expect(page.getByText(`Visitors read: ${read}`, { exact: true })).toBeVisible();

  const question = page.locator("#field_question");
  await question.focus();
  await question.press("End");
  await page.getByRole("button", { name: "Insert a detail" }).first().click({ timeout: 10_000 });
  const phone = page.getByRole("menuitem", { name: "The company's phone" });
  await expect(phone).toBeVisible();
  await phone.click({ timeout: 10_000 });
  await expect(question).toHaveValue(`${faq.question}{company.phone}`);
  await expect(page.getByText(`Visitors read: ${read}${company.phone}`, { exact: true })).toBeVisible();
});
