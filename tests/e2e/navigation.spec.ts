import type { Page } from "@playwright/test";
import { expect, test } from "./site-test.ts";
import type { NavLink, NavMenu } from "../../src/core/generated/site-data.ts";
import { waitForIslands } from "./console-guard.ts";
import { addressOf, service, site, sitePages } from "./site-data.ts";

const servicesMenu = site.navigation.items.find((item): item is NavMenu => "links" in item)!;
const mainNav = (page: Page) => page.getByRole("navigation", { name: site.labels.mainNavigation });

/** A menu of the navigation bar (a <details>), by the words on its button. */
const menu = (page: Page, label: string) =>
  mainNav(page).locator("details", { has: page.locator("summary", { hasText: label }) });

test("the navigation bar shows the items of site.json in order, and Get a Quote leads to /contact", async ({
  page,
}) => {
  await page.goto("/about");
  const nav = mainNav(page);
  const lefts: number[] = [];
  for (const item of site.navigation.items) {
    const element =
      "href" in item
        ? nav.getByRole("link", { name: item.label, exact: true })
        : menu(page, item.label).locator("summary");
    await expect(element).toBeVisible();
    lefts.push((await element.boundingBox())!.x);
  }
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  await nav.getByRole("link", { name: site.navigation.cta.label }).click();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the Services dropdown opens and closes on click, and closes when a link is chosen", async ({ page }) => {
  await page.goto("/");
  const nav = mainNav(page);
  const dropdown = menu(page, servicesMenu.label);
  const toggle = dropdown.locator("summary");
  const firstLink = nav.getByRole("link", { name: servicesMenu.links[0].label, exact: true });
  await expect(firstLink).toBeHidden();
  await toggle.click();
  for (const link of servicesMenu.links)
    await expect(nav.getByRole("link", { name: link.label, exact: true })).toBeVisible();
  await toggle.click();
  await expect(firstLink).toBeHidden();

  // A click elsewhere closes it.
  await toggle.click();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(firstLink).toBeHidden();

  await toggle.click();
  const target = servicesMenu.links[2];
  await nav.getByRole("link", { name: target.label, exact: true }).click();
  await expect(page).toHaveURL(target.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service(target.href.split("/").pop()!).title);
  await expect(firstLink).toBeHidden();
});

test("on a phone the menu button opens a menu with every link, which closes after a choice", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const burger = mainNav(page).locator("summary", { hasText: site.labels.openMenu });
  await expect(burger).toBeVisible();
  const about = site.navigation.items.find((item) => "href" in item && item.href === "/about")!;
  await expect(mainNav(page).getByRole("link", { name: about.label, exact: true })).toBeHidden();

  await burger.click();
  await expect(mainNav(page).locator("summary", { hasText: site.labels.closeMenu })).toBeVisible();
  for (const link of servicesMenu.links)
    await expect(mainNav(page).getByRole("link", { name: link.label, exact: true })).toBeVisible();
  await mainNav(page).getByRole("link", { name: about.label, exact: true }).click();
  await expect(page).toHaveURL("/about");
  await expect(mainNav(page).locator("summary", { hasText: site.labels.openMenu })).toBeVisible();
  await expect(mainNav(page).locator("details[open]")).toHaveCount(0);
});

test("changing page scrolls back to the top and updates the document title", async ({ page }) => {
  await page.goto("/");
  await waitForIslands(page);
  const homeTitle = await page.title();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const quickLinks = site.footer.groups[0];
  const about = quickLinks.links.find((link) => link.href === "/about")!;
  await page.getByRole("contentinfo").getByRole("link", { name: about.label, exact: true }).click();
  await expect(page).toHaveURL("/about");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).not.toHaveTitle(homeTitle);
});

test("the footer lists quick links, service links, contact details and the legal links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const group of site.footer.groups) {
    for (const link of group.links)
      await expect(footer.locator(`a[href="${link.href}"]`).filter({ hasText: link.label })).toBeVisible();
  }
  for (const link of site.footer.legalLinks)
    await expect(footer.locator(`a[href="${link.href}"]`)).toHaveText(link.label);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveText(site.company.email);
  await expect(footer.locator('a[href^="tel:"]')).toHaveText(site.company.phone);
});

/** The folder an address is in: "/services" for "/services/it-consultancy". */
const parentOf = (href: string) => href.replace(/\/[^/]+$/, "") || "/";

test("the navigation marks the section a page is in: its own page, and the detail pages under it", async ({ page }) => {
  const nav = mainNav(page);
  // A link's section: its own address and the detail pages under it ("/products" and "/products/<id>").
  const sectionLinks = site.navigation.items.filter((item): item is NavLink => "href" in item && item.href !== "/");
  let detailPagesSeen = 0;
  for (const link of sectionLinks) {
    await page.goto(link.href);
    await expect(nav.getByRole("link", { name: link.label, exact: true }), link.href).toHaveAttribute(
      "aria-current",
      "page",
    );
    const detail = sitePages().find((candidate) => candidate.collection && parentOf(candidate.path) === link.href);
    if (!detail || detail.redirect) continue;
    detailPagesSeen++;
    await page.goto(addressOf(detail));
    await expect(nav.getByRole("link", { name: link.label, exact: true }), addressOf(detail)).toHaveAttribute(
      "aria-current",
      "true",
    );
  }
  expect(detailPagesSeen, "a link of the bar leads to a section with detail pages (Products)").toBeGreaterThan(0);

  // A menu's section: the folder its links are in ("/services"), and each of its links' pages.
  const section = parentOf(servicesMenu.links[0].href);
  expect(servicesMenu.links.every((link) => parentOf(link.href) === section)).toBe(true);
  const button = menu(page, servicesMenu.label).locator("summary");
  for (const address of [section, servicesMenu.links[0].href]) {
    await page.goto(address);
    await expect(button, address).toHaveAttribute("aria-current", "true");
  }
  // Elsewhere, nothing of the bar is marked but the page's own link.
  await page.goto("/about");
  await expect(button).not.toHaveAttribute("aria-current", /.*/);
  await expect(nav.locator("[aria-current]")).toHaveCount(2); // the bar's About and the phone menu's About
});
