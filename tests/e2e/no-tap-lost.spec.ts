import { expect, test } from "./site-test.ts";
import type { CollectionGridBlock, Faq, NavMenu, Post, Product } from "../../src/core/generated/site-data.ts";
import { openWithScriptsHeld } from "./held-scripts.ts";
import { questionsIn, tabsIn } from "./native-widgets.ts";
import { collection, homeSection, pageSection, shown, site } from "./site-data.ts";

/**
 * A tap before the scripts have arrived (a low-end phone on a slow network) must still do what it says, and what it did
 * must stay once they have run. Each page is opened with its scripts held back (tests/e2e/held-scripts.ts) and acted
 * on; the controls that work without a script (an FAQ, a tab, a menu) must show the effect while they are held, and
 * the rest (the carousel, the search) once they arrive, with the shell, which queues what reached an island before its
 * code (src/site/shell/start-islands.ts), allowed to run.
 */

const faqs = collection<Faq>("faqs");

for (const [path, topic] of [
  ["/careers", "careers"],
  ["/support", "general"],
] as const) {
  test(`${path}: an FAQ question tapped before the scripts arrive opens, and stays open once they have run`, async ({
    page,
  }) => {
    const first = faqs.filter((faq) => faq.topic === topic).sort((a, b) => a.order - b.order)[0];
    const { release } = await openWithScriptsHeld(page, path, { shell: "held" });
    const question = page
      .locator("#faq details")
      .filter({ has: page.locator("summary", { hasText: shown(first.question) }) })
      .first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "");
    await expect(question.locator("p").first()).toBeVisible();
    await release();
    await expect(question).toHaveAttribute("open", "");
  });
}

test("the Services dropdown and the phone's menu open before the scripts arrive, and stay open once they have run", async ({
  page,
}) => {
  const menu = site.navigation.items.find((item): item is NavMenu => "links" in item)!;
  const nav = page.getByRole("navigation", { name: site.labels.mainNavigation });
  const firstLink = nav.getByRole("link", { name: menu.links[0].label, exact: true });
  let { release } = await openWithScriptsHeld(page, "/about", { shell: "held" });
  await nav.locator("summary", { hasText: menu.label }).click();
  await expect(firstLink).toBeVisible();
  await release();
  await expect(firstLink).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  ({ release } = await openWithScriptsHeld(page, "/about", { shell: "held" }));
  await nav.locator("summary", { hasText: site.labels.openMenu }).click();
  await expect(firstLink).toBeVisible();
  await release();
  await expect(firstLink).toBeVisible();
});

test("a product's FAQ tab switches before the scripts arrive, and stays switched once they have run", async ({
  page,
}) => {
  const product = collection<Product>("products").find((item) => item.id === "swiftfin")!;
  const { release } = await openWithScriptsHeld(page, `/products/${product.id}`, { shell: "held" });
  const faq = page.locator("#faq");
  const second = product.faqs.slice(3).map((item) => shown(item.question));
  await tabsIn(faq).nth(1).click();
  await expect(questionsIn(faq)).toHaveText(second);
  await release();
  await expect(questionsIn(faq)).toHaveText(second);
});

/** The grids whose tabs filter them (radio buttons); the blog's tabs are links, which need nothing to work at once. */
const grids: [string, string, CollectionGridBlock][] = [
  ["/portfolio", "projects", pageSection("portfolio", "collectionGrid")],
  ["/careers", "jobs", pageSection("careers", "collectionGrid", "openings")],
];

for (const [path, collectionName, grid] of grids) {
  test(`${path}: a tab of the grid filters it before the scripts arrive, and stays chosen once they have run`, async ({
    page,
  }) => {
    // The tabs filter the cards of the page shown: the first page of the grid (in file order, as its source has no sort).
    const onFirstPage = collection<Record<string, unknown>>(collectionName).slice(0, grid.pageSize);
    const option = grid.tabs!.options.find((candidate) =>
      onFirstPage.some((item) => matches(item[grid.tabs!.field], candidate.value)),
    )!;
    const expected = onFirstPage
      .filter((item) => matches(item[grid.tabs!.field], option.value))
      .map((item) => shown(String(item.title)));
    const { release } = await openWithScriptsHeld(page, path, { shell: "held" });
    const section = page.locator(`#${grid.id}`);
    const shownTitles = async () => (await section.getByRole("heading", { level: 3 }).allTextContents()).sort();
    await section.getByRole("radio", { name: option.label }).click();
    await expect.poll(shownTitles).toEqual(expected.sort());
    await release();
    await expect(section.getByRole("radio", { name: option.label })).toBeChecked();
    expect(await shownTitles()).toEqual(expected.sort());
  });
}

function matches(value: unknown, wanted: string) {
  return Array.isArray(value) ? value.includes(wanted) : value === wanted;
}

test("the testimonial carousel moves one slide when its button is pressed before its code has arrived", async ({
  page,
}) => {
  const carousel = homeSection("testimonialCarousel");
  const { release } = await openWithScriptsHeld(page, "/", { shell: "runs" });
  await page.getByRole("heading", { name: shown(carousel.heading.title) }).scrollIntoViewIfNeeded();
  const slideXs = () =>
    page
      .locator("[data-carousel-row] > li")
      .evaluateAll((slides) => slides.map((slide) => Math.round(slide.getBoundingClientRect().x)));
  const start = await slideXs();
  await page.getByRole("button", { name: site.labels.nextSlide }).click();
  await release();
  // One slide on: the second is where the first was.
  await expect.poll(async () => (await slideXs())[1]).toBe(start[0]);
});

test("the blog's search finds a post though it was typed in before its code and its index arrived", async ({
  page,
}) => {
  const target = collection<Post>("posts")[0];
  const { release } = await openWithScriptsHeld(page, "/blog", { shell: "runs" });
  await page.getByRole("searchbox").first().fill(shown(target.title));
  await release();
  await expect(
    page
      .locator("#search li:visible")
      .getByRole("link", { name: shown(target.title), exact: true })
      .first(),
  ).toHaveAttribute("href", `/blog/${target.id}`);
});
