import { expect, test } from "./site-test.ts";
import type { CollectionGridBlock, NavMenu, Project } from "../../src/core/generated/site-data.ts";
import { expectOneOpenAtATime, questionsIn } from "./native-widgets.ts";
import { pageSection, selectedItems, shown, site } from "./site-data.ts";

/**
 * Some visitors browse with scripts off, or on a connection that drops them (Opera Mini, a phone out of data).
 * Every page must read completely (tests/e2e/every-template.spec.ts) and its controls work, with the page's HTML and
 * CSS alone.
 */
test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

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
