import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./site-test.ts";
import type { FormBlock, Job, Product } from "../../src/core/generated/site-data.ts";
import { runInbox } from "../../src/server/forms/inbox/inbox-command.ts";
import { commandOutput } from "../command-output.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { e2eDataDir, e2eFormDataDir } from "./form-data-dir.ts";
import { openWithScriptsHeld } from "./held-scripts.ts";
import { openThroughTestNetwork, type Handler, type NetworkRequest } from "./test-network.ts";
import { expectStored, field, formDefinition, liveForm, storedSubmissions, toasts, unique } from "./form-inbox.ts";
import { collection, pageSection, root, site, sitePage } from "./site-data.ts";

const contact = formDefinition("contact");
const application = formDefinition("job-application");
const ticket = formDefinition("support-ticket");
const newsletter = formDefinition("newsletter");
const messages = site.labels.formMessages;
const label = (form: typeof contact, name: string) => form.fields.find((candidate) => candidate.name === name)!.label;
const fill = (template: string, facts: Record<string, string>) =>
  template.replace(/\{field\.(\w+)\}/g, (_, name: string) => facts[name]);

/** The form block of a page, wherever it sits (a sidebar layout's columns included). */
function formBlock(pageId: string, formId: string): FormBlock {
  const blocks = JSON.stringify(sitePage(pageId).sections);
  const found = (JSON.parse(blocks) as unknown[]).flatMap(function all(block: unknown): FormBlock[] {
    const value = block as Record<string, unknown>;
    const nested = [...((value.main as unknown[]) ?? []), ...((value.sidebar as unknown[]) ?? [])].flatMap(all);
    return value.type === "form" && value.form === formId ? [value as unknown as FormBlock, ...nested] : nested;
  });
  if (!found[0]) throw new Error(`${pageId}.json has no form block for "${formId}"`);
  return found[0];
}

/** Whether a request is the contact form's submission, on its way to the form service. */
const sendsContact = (request: NetworkRequest) => request.method === "POST" && request.path === "/f/contact";

/** The contact page's form, live; through the test network if `handler` says what it does to the page's requests. */
async function openContactForm(page: Page, query = "", handler?: Handler): Promise<Locator> {
  if (handler) await openThroughTestNetwork(page, `/contact${query}`, handler);
  else await page.goto(`/contact${query}`);
  await waitForIslands(page);
  return liveForm(page, formBlock("contact", "contact").title);
}

async function fillContact(form: Locator, message: string) {
  await field(form, label(contact, "name")).fill("Adaeze Okafor");
  await field(form, label(contact, "email")).fill("adaeze@example.com");
  await field(form, label(contact, "phone")).fill("+234 803 555 0101");
  await field(form, label(contact, "subject")).fill("Core banking upgrade");
  await field(form, label(contact, "message")).fill(message);
}

const submit = (form: Locator, definition: typeof contact) =>
  form.getByRole("button", { name: definition.submitLabel });

test.describe("contact form", () => {
  test("starts empty, sends, says so in a toast, clears every field, and the message is in the inbox", async ({
    page,
  }) => {
    const { problems } = watchConsole(page);
    const form = await openContactForm(page);
    await expect(page.getByText(formBlock("contact", "contact").description!)).toBeVisible();
    for (const name of ["name", "email", "phone", "subject", "message"])
      await expect(field(form, label(contact, name))).toHaveValue("");
    const message = unique("We run 14 branches and want to move to SwiftFin.");
    await fillContact(form, message);
    await submit(form, contact).click();
    await expect(toasts(page).filter({ hasText: contact.successMessage })).toBeVisible();
    for (const name of ["name", "email", "phone", "subject", "message"])
      await expect(field(form, label(contact, name))).toHaveValue("");
    const stored = await expectStored("contact", "message", message);
    expect(stored.fields).toMatchObject({
      name: "Adaeze Okafor",
      email: "adaeze@example.com",
      phone: "+234 803 555 0101",
      subject: "Core banking upgrade",
    });
    // What `npm run inbox -- --json` prints has it too, newest first (its command, run in this process as
    // scripts/inbox.ts runs it).
    const printed = await commandOutput((io) => runInbox(root, ["--json"], io), {
      DATA_DIR: e2eDataDir,
    });
    expect(printed.code, printed.err).toBe(0);
    const inbox = JSON.parse(printed.out) as { id: string }[];
    expect(inbox.map((entry) => entry.id)).toContain(stored.id);
    expect(problems).toEqual([]);
  });

  for (const scroll of ["bottom", "top"] as const) {
    test(`at 1280px the toast covers no part of Send, with Send in the ${scroll} half of the screen, and never the header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const form = await openContactForm(page);
      await fillContact(form, unique("Where does the toast go?"));
      const send = submit(form, contact);
      // Send near the bottom of the screen, or near the top.
      await send.evaluate(
        (button, where) =>
          window.scrollBy(
            0,
            button.getBoundingClientRect().top - (where === "bottom" ? window.innerHeight - 120 : 140),
          ),
        scroll,
      );
      const sendBox = (await send.boundingBox())!;
      await send.click();
      const toast = toasts(page).filter({ hasText: contact.successMessage });
      await expect(toast).toBeVisible();
      // Wait for the toast's own entrance to end: its box where it rests.
      await expect
        .poll(async () => await toast.evaluate((element) => element.getAnimations({ subtree: true }).length))
        .toBe(0);
      const toastBox = (await toast.boundingBox())!;
      const overlaps =
        toastBox.x < sendBox.x + sendBox.width &&
        sendBox.x < toastBox.x + toastBox.width &&
        toastBox.y < sendBox.y + sendBox.height &&
        sendBox.y < toastBox.y + toastBox.height;
      expect(overlaps, `toast ${JSON.stringify(toastBox)}, Send ${JSON.stringify(sendBox)}`).toBe(false);
      const header = (await page.locator("header").first().boundingBox())!;
      expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
    });
  }

  test("reads 'Sending...' and is disabled while the submission is in flight", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const form = await openContactForm(page, "", (request) => (sendsContact(request) ? { after: held } : "pass"));
    await fillContact(form, unique("Held in flight."));
    await submit(form, contact).click();
    const busy = form.getByRole("button", { name: contact.busyLabel });
    await expect(busy).toBeDisabled();
    release();
    await expect(toasts(page).filter({ hasText: contact.successMessage })).toBeVisible();
    await expect(submit(form, contact)).toBeEnabled();
  });

  test("with the service unreachable: the failure toast, and every field kept", async ({ page }) => {
    const form = await openContactForm(page, "", (request) => (sendsContact(request) ? "refuse" : "pass"));
    const message = unique("Nothing may be lost.");
    await fillContact(form, message);
    await submit(form, contact).click();
    await expect(toasts(page).filter({ hasText: contact.failureMessage })).toBeVisible();
    await expect(field(form, label(contact, "name"))).toHaveValue("Adaeze Okafor");
    await expect(field(form, label(contact, "email"))).toHaveValue("adaeze@example.com");
    await expect(field(form, label(contact, "message"))).toHaveValue(message);
    await expect(submit(form, contact)).toBeEnabled();
  });

  test("field errors from the service are shown at their fields", async ({ page }) => {
    // The browser's checks and the service's are the same, so the request is altered on its way: the service then
    // finds an e-mail address that is not one, and answers with TYPE_EMAIL for that field.
    const form = await openContactForm(page, "", (request) =>
      sendsContact(request)
        ? {
            body: (sent) =>
              Buffer.from(sent.toString("latin1").replace("adaeze@example.com", "adaeze-at-example"), "latin1"),
          }
        : "pass",
    );
    await fillContact(form, unique("Altered on the way."));
    await submit(form, contact).click();
    const email = field(form, label(contact, "email"));
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("alert")).toHaveText(messages.email);
    await expect(email).toBeFocused();
    await expect(toasts(page).filter({ hasText: contact.failureMessage })).toBeVisible();
    await expect(field(form, label(contact, "name"))).toHaveValue("Adaeze Okafor");
  });

  test("checks the fields before sending: each required one says so, the first is focused, nothing is sent", async ({
    page,
  }) => {
    const form = await openContactForm(page);
    let sent = 0;
    page.on("request", (request) => request.url().includes("/f/contact") && sent++);
    await field(form, label(contact, "email")).fill("not-an-address");
    await submit(form, contact).click();
    await expect(field(form, label(contact, "name"))).toBeFocused();
    await expect(form.getByText(fill(messages.required, { label: label(contact, "name") }))).toBeVisible();
    await expect(form.getByText(messages.email)).toBeVisible();
    await expect(field(form, label(contact, "phone"))).not.toHaveAttribute("aria-invalid", "true");
    expect(sent).toBe(0);
  });

  test("a toast after every submission, the second one too", async ({ page }) => {
    const form = await openContactForm(page);
    for (const round of [1, 2]) {
      await fillContact(form, unique(`Round ${round}.`));
      await submit(form, contact).click();
      await expect(toasts(page).filter({ hasText: contact.successMessage })).toHaveCount(round);
    }
  });

  test("?demo=true preselects a demo request, and ?product=ID that product", async ({ page }) => {
    const subject = contact.fields.find((candidate) => candidate.name === "subject")!;
    const [demo, product] = subject.prefill!;
    let form = await openContactForm(page, `?${demo.query}=${demo.equals}`);
    await expect(field(form, subject.label)).toHaveValue(demo.value!);
    const swiftfin = collection<Product>("products").find((candidate) => candidate.id === "swiftfin")!;
    form = await openContactForm(page, `?${demo.query}=${demo.equals}&${product.query}=${swiftfin.id}`);
    await expect(field(form, subject.label)).toHaveValue(`${product.prefix}${swiftfin.name}`);
  });

  test("a demo link fills the subject as the page loads, before the form's code arrives (it keeps it)", async ({
    page,
  }) => {
    const subject = contact.fields.find((candidate) => candidate.name === "subject")!;
    const [demo, product] = subject.prefill!;
    const payvibe = collection<Product>("products").find((candidate) => candidate.id === "payvibe")!;
    const { release } = await openWithScriptsHeld(
      page,
      `/contact?${demo.query}=${demo.equals}&${product.query}=${payvibe.id}`,
      { shell: "runs" },
    );
    const form = page.getByRole("form", { name: formBlock("contact", "contact").title });
    await expect(field(form, subject.label)).toHaveValue(`${product.prefix}${payvibe.name}`);
    await expect(form).not.toHaveAttribute("data-live");
    await release();
    await field(form, label(contact, "name")).focus();
    await expect(form).toHaveAttribute("data-live", "true");
    await expect(field(form, subject.label)).toHaveValue(`${product.prefix}${payvibe.name}`);
  });

  test("can be completed and sent with the keyboard alone", async ({ page }) => {
    await page.goto("/contact");
    await waitForIslands(page);
    const form = page.getByRole("form", { name: formBlock("contact", "contact").title });
    const name = field(form, label(contact, "name"));
    // Tab from the top of the page to the first field (the form's code loads when it gets focus).
    for (
      let presses = 0;
      presses < 80 && !(await name.evaluate((element) => element === document.activeElement));
      presses++
    )
      await page.keyboard.press("Tab");
    await expect(name).toBeFocused();
    await expect(form).toHaveAttribute("data-live", "true");
    const message = unique("Typed without a mouse.");
    await page.keyboard.type("Tunde Bakare");
    await page.keyboard.press("Tab");
    await page.keyboard.type("tunde@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Keyboard only");
    await page.keyboard.press("Tab");
    await page.keyboard.type(message);
    await page.keyboard.press("Tab");
    await expect(submit(form, contact)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toasts(page).filter({ hasText: contact.successMessage })).toBeVisible();
    expect((await expectStored("contact", "message", message)).fields.name).toBe("Tunde Bakare");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const block = () => formBlock("contact", "contact");
  const sentId = () => `${block().id ?? "contact"}-sent`;

  async function fillPlain(page: Page, email: string, message: string) {
    const form = page.getByRole("form", { name: block().title });
    await field(form, label(contact, "name")).fill("Kemi Adebanjo");
    await field(form, label(contact, "email")).fill(email);
    await field(form, label(contact, "subject")).fill("Posted without scripts");
    await field(form, label(contact, "message")).fill(message);
    return form;
  }

  test("posts, lands on the page's confirmation, and the message is in the inbox", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator(`#${sentId()}`)).toBeHidden();
    const message = unique("Sent from a phone with scripts off.");
    const form = await fillPlain(page, "kemi@example.com", message);
    await submit(form, contact).click();
    await expect(page).toHaveURL(new RegExp(`/contact#${sentId()}$`));
    await expect(page.getByRole("status").filter({ hasText: contact.successMessage })).toBeInViewport();
    expect((await expectStored("contact", "message", message)).fields.email).toBe("kemi@example.com");
  });

  test("an empty Send is stopped by the browser itself, at the first required field: nothing is posted", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: block().title });
    await expect(form).not.toHaveAttribute("novalidate");
    const posts: string[] = [];
    page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
    await submit(form, contact).click();
    const first = field(form, label(contact, contact.fields.find((candidate) => candidate.required)!.name));
    await expect(first).toBeFocused();
    expect(await first.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(/\/contact$/);
    expect(posts).toEqual([]);
  });

  test("an address the browser takes but the form does not: a page of the site says what is wrong, and Back finds everything still typed", async ({
    page,
  }) => {
    await page.goto("/contact");
    const message = unique("Kept when going back.");
    // A browser's own check takes an address without a dot in its domain; the form's does not.
    const form = await fillPlain(page, "kemi@localhost", message);
    await submit(form, contact).click();
    await expect(page.getByRole("heading", { level: 1, name: site.labels.formNotSent.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${site.labels.formNotSent.title}`));
    // The site's own page: its header, navigation and footer, not a bare page.
    await expect(page.getByRole("navigation", { name: site.labels.mainNavigation })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("[data-not-found]")).toHaveCount(0);
    await expect(page.getByRole("listitem").filter({ hasText: messages.email })).toContainText(label(contact, "email"));
    await expect(page.getByRole("link", { name: site.labels.formNotSent.backLink })).toHaveAttribute(
      "href",
      "/contact",
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    const again = page.getByRole("form", { name: block().title });
    await expect(field(again, label(contact, "email"))).toHaveValue("kemi@localhost");
    await expect(field(again, label(contact, "message"))).toHaveValue(message);
    expect(storedSubmissions().some((entry) => entry.fields.message === message)).toBe(false);
  });
});

test.describe("contact form before its code has arrived", () => {
  test("an empty Send is stopped by the browser's own checks; once the code runs, the form's own messages take over", async ({
    page,
  }) => {
    // The form's code held back, as on a slow connection: the page's own script runs, the island has not arrived.
    const { release } = await openWithScriptsHeld(page, "/contact", { shell: "runs" });
    const form = page.getByRole("form", { name: formBlock("contact", "contact").title });
    await submit(form, contact).click();
    const first = field(form, label(contact, contact.fields.find((candidate) => candidate.required)!.name));
    expect(await first.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(/\/contact$/);
    await release();
    // The form's code, asked for by the tap, takes over: the browser's checks off, the form's own in the site's words.
    await expect(form).toHaveAttribute("novalidate");
    await submit(form, contact).click();
    await expect(form.getByRole("alert").first()).toHaveText(
      fill(messages.required, { label: label(contact, contact.fields.find((candidate) => candidate.required)!.name) }),
    );
  });
});

test.describe("job application", () => {
  const job = collection<Job>("jobs")[0];
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

  async function openApplication(
    page: Page,
    path = `/careers/apply/${job.id}`,
    pageId = "job-application",
  ): Promise<Locator> {
    await page.goto(path);
    await waitForIslands(page);
    return liveForm(page, formBlock(pageId, "job-application").title);
  }

  async function fillApplication(form: Locator, lastName: string) {
    await field(form, label(application, "firstName")).fill("Chiamaka");
    await field(form, label(application, "lastName")).fill(lastName);
    await field(form, label(application, "email")).fill("chiamaka@example.com");
    await field(form, label(application, "phone")).fill("+234 809 000 1111");
    await field(form, label(application, "address")).fill("12 Awolowo Road, Ikoyi, Lagos");
    await form.getByLabel(new RegExp(`^${label(application, "experience")}`)).selectOption("3-5");
  }

  const resumeInput = (form: Locator) => form.locator('input[type="file"][name="resume"]');

  test("shows the chosen file's name, sends a real .pdf that is stored with the application and the job", async ({
    page,
  }) => {
    const form = await openApplication(page);
    // The browser's own input shows the chosen file's name (with scripts off too: without-javascript.spec.ts); the
    // form's code adds a button that clears it.
    const clear = form.getByRole("button", { name: `${label(application, "resume")}: ${application.noFileLabel}` });
    await expect(resumeInput(form)).toBeVisible();
    await expect(resumeInput(form)).toHaveValue("");
    await expect(clear).toHaveCount(0);
    const lastName = unique("Eze");
    await fillApplication(form, lastName);
    await resumeInput(form).setInputFiles({ name: "chiamaka-eze-cv.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect(resumeInput(form)).toHaveValue(/chiamaka-eze-cv\.pdf$/);
    await clear.click();
    await expect(resumeInput(form)).toHaveValue("");
    await expect(clear).toHaveCount(0);
    await resumeInput(form).setInputFiles({ name: "chiamaka-eze-cv.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect(clear).toBeVisible();
    await form.getByRole("button", { name: application.submitLabel }).click();
    await expect(toasts(page).filter({ hasText: application.successMessage })).toBeVisible();
    const stored = await expectStored("job-application", "lastName", lastName);
    expect(stored.fields).toMatchObject({ job: job.title, experience: "3-5", firstName: "Chiamaka" });
    expect(stored.files.resume).toMatchObject({ originalName: "chiamaka-eze-cv.pdf", size: pdf.length });
    // Stored under a name of the service's choosing, with exactly the bytes sent.
    expect(stored.files.resume.storedAs).not.toContain("chiamaka");
    expect(readFileSync(join(e2eFormDataDir, stored.files.resume.storedAs))).toEqual(pdf);
  });

  test("refuses a .exe and a file over 5 MB with a message at the field, and sends nothing", async ({ page }) => {
    const form = await openApplication(page);
    const resume = application.fields.find((candidate) => candidate.name === "resume")!;
    let sent = 0;
    page.on("request", (request) => request.url().includes("/f/job-application") && sent++);
    await fillApplication(form, unique("Refused"));
    await resumeInput(form).setInputFiles({
      name: "setup.exe",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("MZ"),
    });
    await expect(form.getByRole("alert")).toHaveText(
      fill(messages.fileType, { label: resume.label, types: ".pdf, .doc or .docx" }),
    );
    await resumeInput(form).setInputFiles({
      name: "huge.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(resume.maxSizeMb! * 1024 * 1024 + 1, 0x20),
    });
    await expect(form.getByRole("alert")).toHaveText(
      fill(messages.fileSize, { label: resume.label, maxSizeMb: String(resume.maxSizeMb) }),
    );
    await form.getByRole("button", { name: application.submitLabel }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    expect(sent).toBe(0);
  });

  test("the open application uses the same form, with no job", async ({ page }) => {
    const form = await openApplication(page, "/careers/open-application", "open-application");
    const lastName = unique("Open");
    await fillApplication(form, lastName);
    await resumeInput(form).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdf });
    await form.getByRole("button", { name: application.submitLabel }).click();
    await expect(toasts(page).filter({ hasText: application.successMessage })).toBeVisible();
    const stored = await expectStored("job-application", "lastName", lastName);
    expect(stored.fields).not.toHaveProperty("job");
  });
});

test("a support ticket is stored, its category and attachment with it", async ({ page }) => {
  await page.goto("/support");
  await waitForIslands(page);
  const form = await liveForm(page, pageSection("support", "form", "ticket").title);
  const subject = unique("Teller screen freezes");
  await field(form, label(ticket, "name")).fill("Bola Ahmed");
  await field(form, label(ticket, "email")).fill("bola@example.com");
  await field(form, label(ticket, "subject")).fill(subject);
  await form.getByLabel(new RegExp(`^${label(ticket, "category")}`)).selectOption("technical");
  await field(form, label(ticket, "message")).fill("Since this morning the teller screen freezes after each deposit.");
  await form
    .locator('input[type="file"][name="attachment"]')
    .setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: Buffer.from("\x89PNG\r\n\x1a\n", "latin1") });
  await form.getByRole("button", { name: ticket.submitLabel }).click();
  await expect(toasts(page).filter({ hasText: ticket.successMessage })).toBeVisible();
  const stored = await expectStored("support-ticket", "subject", subject);
  expect(stored.fields.category).toBe("technical");
  expect(stored.files.attachment.originalName).toBe("screen.png");
});

test("the blog's newsletter box subscribes, and the address is stored", async ({ page }) => {
  await page.goto("/blog");
  await waitForIslands(page);
  const form = await liveForm(page, formBlock("blog", "newsletter").title);
  const email = `${unique("reader").replace(/\W+/g, ".")}@example.com`;
  await field(form, label(newsletter, "email")).fill(email);
  await form.getByRole("button", { name: newsletter.submitLabel }).click();
  await expect(toasts(page).filter({ hasText: newsletter.successMessage })).toBeVisible();
  await expectStored("newsletter", "email", email);
  expect(storedSubmissions("spam").some((entry) => entry.fields.email === email)).toBe(false);
});
