import { expect, test, type Browser, type Page } from "@playwright/test";
import type { CollectionGridBlock, NavMenu, Project } from "../../src/generated/site-data.ts";
import { expectOneOpenAtATime, questionsIn } from "./native-widgets.ts";
import { pageSection, sampledPaths, selectedItems, shown, site } from "./site-data.ts";

/**
 * Some visitors browse with scripts off, or on a connection that drops them (Opera Mini, a phone out of data).
 * Every page must read completely and its controls work, with the page's HTML and CSS alone.
 */
const headings = (page: Page) => page.locator("main").getByRole("heading").allTextContents();

async function headingsWithScripts(browser: Browser, path: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto(path);
  const found = await headings(page);
  await context.close();
  return found;
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of sampledPaths()) {
    test(`${path} reads completely: every heading there is with scripts, nothing that needs one`, async ({
      page,
      browser,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // What needs a script (a search box) is left out with scripts off, its heading with it.
      const searchHeadings = await page.locator("[data-needs-script]").locator("h1, h2, h3, h4").allTextContents();
      expect(await headings(page)).toEqual(
        (await headingsWithScripts(browser, path)).filter((heading) => !searchHeadings.includes(heading)),
      );
      await expect(page.locator("[data-needs-script]:visible")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("the FAQ accordions open one answer at a time and close again", async ({ page }) => {
    await page.goto("/careers");
    const faq = page.locator("#faq");
    await expect(questionsIn(faq).first()).toBeVisible();
    await expectOneOpenAtATime(faq);
  });

  test("the Services dropdown and the phone's menu open and close", async ({ page }) => {
    const menu = site.navigation.items.find((item): item is NavMenu => "links" in item)!;
    const nav = page.getByRole("navigation", { name: site.labels.mainNavigation });
    await page.goto("/");
    const toggle = nav.locator("summary", { hasText: menu.label });
    await toggle.click();
    await expect(nav.getByRole("link", { name: menu.links[0].label, exact: true })).toBeVisible();
    await toggle.click();
    await expect(nav.getByRole("link", { name: menu.links[0].label, exact: true })).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await nav.locator("summary", { hasText: site.labels.openMenu }).click();
    await expect(nav.locator("summary", { hasText: site.labels.closeMenu })).toBeVisible();
    await nav.getByRole("link", { name: menu.links[0].label, exact: true }).click();
    await expect(page).toHaveURL(menu.links[0].href);
  });

  test("a grid's tabs filter it", async ({ page }) => {
    const grid = pageSection("portfolio", "collectionGrid") as CollectionGridBlock;
    const option = grid.tabs!.options[0];
    await page.goto("/portfolio");
    await page.getByRole("radio", { name: option.label }).click();
    // The tabs filter the cards of the page shown, the grid's first page (its projects in the grid's order).
    const expected = selectedItems<Project>(grid.source, "projects")
      .slice(0, grid.pageSize)
      .filter((project) => project.category === option.value)
      .map((project) => shown(project.title));
    await expect(page.locator(`#${grid.id}`).getByRole("heading", { level: 3 })).toHaveText(expected);
  });

  test("the testimonials scroll sideways, and their buttons are not shown (they need a script)", async ({ page }) => {
    await page.goto("/");
    const row = page.locator("[data-carousel-row]");
    await row.scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: site.labels.nextSlide })).toBeHidden();
    await row.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
