import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./admin-test.ts";
import { axeViolations } from "../axe.ts";
import { copyRoot, linkIn, origin, users } from "./admin-copy.ts";
import { signedIn } from "./admin-page.ts";

const password = "mangoes ripen slowly in lagos";

test.describe("at 375 px, on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, bypassCSP: true });

  test("an account made from the command line chooses its password from the link and is signed in to the editor", async ({
    page,
  }) => {
    const link = linkIn(await users("add", "ada@nerivo.ng", "--role", "editor"));
    expect(await users("list")).toMatch(/ada@nerivo\.ng\s+editor\s+has not chosen a password yet/);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // A common password is refused at the form, in words.
    await page.getByLabel("New password").fill("Password2024!");
    await page.getByLabel("The same password again").fill("Password2024!");
    await page.getByRole("button", { name: "Save password and sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("one of the most common");
    await page.getByLabel("New password").fill(password);
    await page.getByLabel("The same password again").fill(password);
    await page.getByRole("button", { name: "Save password and sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(page.getByText("ada@nerivo.ng")).toBeVisible();
    expect(await users("list")).toMatch(/ada@nerivo\.ng\s+editor\s+active/);
    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("does not work any more");
  });
});

test("signing in: a wrong password says so and keeps the e-mail; the editor opens where it was asked for, under the admin's own security policy; signing out ends it", async ({
  page,
}) => {
  const refusedByPolicy: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refusedByPolicy.push(message.text());
  });
  const link = linkIn(await users("add", "tunde@nerivo.ng", "--role", "admin"));
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByText("tunde@nerivo.ng")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");

  // A page of the editor asks to sign in first, and comes back after.
  await page.goto("/admin/changes");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fchanges/);
  await page.getByLabel("E-mail address").fill("tunde@nerivo.ng");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That e-mail address and password do not match. Check both and try again.",
  );
  await expect(page.getByLabel("E-mail address")).toHaveValue("tunde@nerivo.ng");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/changes$/);
  await expect(page.getByText("Admin", { exact: true })).toBeVisible();
  // The editor works: its list of pages, and a page's form with its preview.
  await page.goto("/admin/");
  await page.getByRole("link", { name: /About/ }).first().click();
  await expect(page.frameLocator("iframe").first().getByRole("heading", { level: 1 })).toBeVisible();
  expect(refusedByPolicy).toEqual([]);
});

test.describe("for axe", () => {
  test.use({ bypassCSP: true });

  test("the sign-in page has no accessibility problem, with a message shown", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("E-mail address").fill("nobody@nerivo.ng");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the editor's requests need a session: without one, the API refuses and the pages send to sign in", async ({
  request,
}) => {
  expect((await request.get("/admin/api/workspace")).status()).toBe(401);
  const page = await request.get("/admin/", { maxRedirects: 0 });
  expect(page.status()).toBe(303);
  expect(page.headers().location).toBe("/admin/login?next=%2Fadmin%2F");
  expect(page.headers()["cache-control"]).toBe("no-store");
});

test("nothing of the admin is in the built site, nor in its sitemap or robots.txt", async ({ request }) => {
  const dist = join(copyRoot, "dist");
  const files = readdirSync(dist, { recursive: true, encoding: "utf8" });
  expect(files.filter((file) => /(^|\/)admin(\/|$)|preview\.html$/.test(file))).toEqual([]);
  for (const file of files.filter((name) => /\.(js|html)$/.test(name)))
    expect(readFileSync(join(dist, file), "utf8"), file).not.toContain("/admin/api");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
});

test("an editor is not shown the site settings and the forms, and opening them says who can change them; an admin sees them", async ({
  browser,
}) => {
  const forms = readdirSync(join(copyRoot, "site-data/collections/forms")).length;
  expect(forms).toBeGreaterThan(0);
  const asEditor = await (await browser.newContext({ baseURL: origin })).newPage();
  await signedIn(asEditor, "no.settings@nerivo.ng", "editor");
  const list = asEditor.getByRole("navigation", { name: "Site data" });
  await expect(list.getByRole("region", { name: /^Pages \(\d+\)$/ })).toBeVisible();
  await expect(list.getByRole("link", { name: /^Site settings/ })).toHaveCount(0);
  await expect(list.getByRole("region", { name: /^Forms/ })).toHaveCount(0);
  await asEditor.goto("/admin/edit/site-data/site.json");
  await expect(
    asEditor.getByText("Only an admin can change the site settings and the forms.", { exact: false }),
  ).toBeVisible();
  await expect(asEditor.locator("#field_company_name")).toHaveCount(0);
  const asAdmin = await (await browser.newContext({ baseURL: origin })).newPage();
  await signedIn(asAdmin, "all.settings@nerivo.ng", "admin");
  const adminList = asAdmin.getByRole("navigation", { name: "Site data" });
  await expect(adminList.getByRole("link", { name: /^Site settings/ })).toBeVisible();
  await expect(adminList.getByRole("region", { name: `Forms (${forms})` })).toBeVisible();
});
