import { expect, test } from "./site-test.ts";
import type { CollectionGridBlock, Form, NavMenu, Project } from "../../src/core/generated/site-data.ts";
import { expectOneOpenAtATime, questionsIn } from "./native-widgets.ts";
import { collection, escapeRegExp, formPages, pageSection, selectedItems, shown, site } from "./site-data.ts";

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

  test("a file field shows the name of the file chosen: the browser's own input, seen and reached", async ({
    page,
  }) => {
    const withFiles = collection<Form>("forms").filter((form) => form.fields.some((field) => field.type === "file"));
    expect(withFiles.length).toBeGreaterThan(0);
    for (const form of withFiles) {
      const [address] = formPages(form.id);
      expect(address, `a page shows the form ${form.id}`).toBeTruthy();
      await page.goto(address);
      for (const field of form.fields.filter((candidate) => candidate.type === "file")) {
        const input = page.locator(`input[type="file"][name="${field.name}"]`);
        const fileName = `chosen-${field.name}${field.accept?.[0] ?? ".pdf"}`;
        await input.setInputFiles({ name: fileName, mimeType: "application/octet-stream", buffer: Buffer.from("x") });
        await expect(input, `${address}: ${field.label}`).toHaveValue(new RegExp(`${escapeRegExp(fileName)}$`));
        // What the browser shows in it is the file's name: the input itself is seen (not see-through, not covered).
        await input.scrollIntoViewIfNeeded();
        const seen = await input.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const atMiddle = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return {
            opacity: style.opacity,
            visibility: style.visibility,
            width: box.width,
            onTop: atMiddle === element,
          };
        });
        expect(seen, `${address}: ${field.label}`).toEqual({
          opacity: "1",
          visibility: "visible",
          width: expect.any(Number),
          onTop: true,
        });
        expect(seen.width).toBeGreaterThan(100);
        // And nothing beside or over it still says that no file was chosen.
        const wrapper = page.locator(".mantine-InputWrapper-root", { has: input });
        await expect(wrapper.getByText(form.noFileLabel!, { exact: true })).toHaveCount(0);
      }
    }
  });
});
