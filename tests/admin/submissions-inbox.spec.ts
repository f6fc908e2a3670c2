import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./admin-test.ts";
import type { Form } from "../../src/core/generated/site-data.ts";
import { axeViolations } from "../axe.ts";
import { origin, projectRoot } from "./admin-copy.ts";
import { signedIn } from "./admin-page.ts";

/** A form of the site, as site-data defines it. */
const formOf = (file: string) =>
  JSON.parse(readFileSync(join(projectRoot, "site-data/collections/forms", file), "utf8")) as Form;

/** A value for each required field of a form, as a visitor would fill it (the e-mail field gets `address`). */
function filled(form: Form, address: string, values: Record<string, string>): Record<string, string> {
  const filledIn: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.type === "file" || !(field.required || field.name in values)) continue;
    filledIn[field.name] =
      values[field.name] ??
      (field.type === "email"
        ? address
        : field.type === "tel"
          ? "+234 803 000 0000"
          : field.type === "select"
            ? field.options![0].value
            : "Adaeze Okafor");
  }
  return filledIn;
}

/** A value no other test sends. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// axe is added to the page as a script of its own, which the admin's policy (scripts of its origin only) refuses.
test.use({ bypassCSP: true });

test("the inbox: submissions newest first as the visitor typed them, a file downloaded, marked handled, everything from one person erased; an editor not given it sees no inbox", async ({
  page,
  browser,
}) => {
  const address = `${unique("visitor").replace(" ", ".")}@example.com`;
  const older = unique("Older message");
  const newer = `<b>${unique("Newer")}</b> &amp; more`;
  // Two visitors' posts, as a browser without scripts sends them (one with a CV).
  const contact = formOf("contact.json");
  const application = formOf("job-application.json");
  const fileField = application.fields.find((field) => field.type === "file" && field.required)!;
  for (const message of [older, newer]) {
    const answer = await page.request.post(`${origin}/f/${contact.id}`, {
      form: filled(contact, address, { message }),
      headers: { Accept: "application/json" },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const cv = await page.request.post(`${origin}/f/${application.id}`, {
    multipart: {
      ...filled(application, address, {}),
      [fileField.name]: {
        name: "Adaeze CV.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% a CV\n"),
      },
    },
    headers: { Accept: "application/json" },
  });
  expect(cv.status(), await cv.text()).toBe(200);

  await signedIn(page, `${unique("reader").replace(" ", ".")}@nerivo.ng`, "admin");
  await page.getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByRole("heading", { name: "Form submissions" })).toBeVisible();
  const list = page.getByRole("list", { name: "Inbox" });
  const mine = list.getByRole("listitem").filter({ hasText: address });
  await expect(mine).toHaveCount(3);
  // Newest first; what was typed is text, never markup.
  await expect(mine.nth(1)).toContainText(newer);
  await expect(mine.nth(2)).toContainText(older);
  await expect(page.locator("b", { hasText: "Newer" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The CV downloads under its own name.
  const downloading = page.waitForEvent("download");
  await mine.nth(0).getByRole("link", { name: "Download Adaeze CV.pdf" }).click();
  expect((await downloading).suggestedFilename()).toBe("Adaeze CV.pdf");
  await expect(mine.nth(1).getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${address.replace(/[.]/g, "\\.")}\\?subject=`),
  );

  await mine.nth(1).getByRole("button", { name: "Mark as handled" }).click();
  await expect(mine.nth(1).getByText("Handled", { exact: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search what visitors typed" }).fill(older.split(" ").at(-1)!);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText(older);

  // A person asks for their data to be erased.
  await page.getByLabel("Their e-mail address").fill(address);
  await page.getByRole("button", { name: "Erase everything from this address" }).click();
  await page.getByRole("button", { name: "Yes, erase it" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Erased 3 submissions sent from ${address}.` }),
  ).toBeVisible();
  await expect(page.getByText("Nothing matches that search.")).toBeVisible();
  const file = await page.request.get(`${origin}/admin/api/inbox`);
  expect(JSON.stringify(await file.json())).not.toContain(address);

  // An editor who was not given the inbox: no link, and the page says who may read it.
  const other = await browser.newPage();
  await signedIn(other, `${unique("editor").replace(" ", ".")}@nerivo.ng`, "editor");
  await expect(other.getByRole("link", { name: "History" })).toBeVisible();
  await expect(other.getByRole("link", { name: "Inbox" })).toHaveCount(0);
  await other.goto(`${origin}/admin/inbox`);
  await expect(other.getByRole("alert")).toContainText("Only admins, and the people an admin lets read them");
  await other.close();
});
