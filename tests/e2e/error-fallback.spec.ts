import { expect, test } from "./site-test.ts";
import { expectStored, field, formDefinition, unique } from "./form-inbox.ts";

/**
 * Every page is complete HTML; code only enhances it. When an island's code fails to arrive (a dropped connection
 * on a phone), its section goes on working without it.
 */
test("a form whose code never arrives still sends, and lands on its confirmation", async ({ page }) => {
  const contact = formDefinition("contact");
  const label = (name: string) => contact.fields.find((candidate) => candidate.name === name)!.label;
  await page.route("**/assets/form-island-*.js", (route) => route.abort("connectionfailed"));
  await page.goto("/contact");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: contact.submitLabel }) });
  const message = unique("Sent while the form's code failed to load.");
  await field(form, label("name")).fill("Ada Obi");
  await field(form, label("email")).fill("ada@example.com");
  await field(form, label("subject")).fill("Sent without its code");
  await field(form, label("message")).fill(message);
  await form.getByRole("button", { name: contact.submitLabel }).click();
  await expect(page.getByRole("status").filter({ hasText: contact.successMessage })).toBeInViewport();
  await expectStored("contact", "message", message);
});
