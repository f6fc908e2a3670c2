import { expect, test, type Page } from "@playwright/test";
import type { CollectionGridBlock, Faq, NavMenu, Post, Product } from "../../src/generated/site-data.ts";
import { questionsIn, tabsIn } from "./native-widgets.ts";
import { collection, homeSection, pageSection, shown, site } from "./site-data.ts";

/**
 * A tap before any script has run must still do what it says. Each page is opened on a CPU slowed six times (a
 * low-end phone) and acted on at once, as soon as the element is there, long before scripts could have finished;
 * the visible effect must follow. How soon is the benchmark's business (npm run bench), not a test's: on a slowed CPU
 * of a busy machine, a script can take several seconds to arrive, and a tap that was lost never shows at all.
 */
async function openSlowly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto(path, { waitUntil: "commit" });
}

const eventually = { timeout: 20_000 };
const faqs = collection<Faq>("faqs");

for (const [path, topic] of [
  ["/careers", "careers"],
  ["/support", "general"],
] as const) {
  test(`${path}: an FAQ question tapped at once opens`, async ({ page }) => {
    const first = faqs.filter((faq) => faq.topic === topic).sort((a, b) => a.order - b.order)[0];
    await openSlowly(page, path);
    const question = page
      .locator("#faq details")
      .filter({ has: page.locator("summary", { hasText: shown(first.question) }) })
      .first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "", eventually);
    await expect(question.locator("p").first()).toBeVisible(eventually);
  });
}

test("the Services dropdown and the phone's menu open at once", async ({ page }) => {
  const menu = site.navigation.items.find((item): item is NavMenu => "links" in item)!;
  const nav = page.getByRole("navigation", { name: site.labels.mainNavigation });
  await openSlowly(page, "/about");
  await nav.locator("summary", { hasText: menu.label }).click();
  await expect(nav.getByRole("link", { name: menu.links[0].label, exact: true })).toBeVisible(eventually);

  await page.setViewportSize({ width: 390, height: 844 });
  await openSlowly(page, "/about");
  await nav.locator("summary", { hasText: site.labels.openMenu }).click();
  await expect(nav.getByRole("link", { name: menu.links[0].label, exact: true })).toBeVisible(eventually);
});

test("a product's FAQ tab switches at once", async ({ page }) => {
  const product = collection<Product>("products").find((item) => item.id === "swiftfin")!;
  await openSlowly(page, `/products/${product.id}`);
  const faq = page.locator("#faq");
  await tabsIn(faq).nth(1).click();
  await expect(questionsIn(faq)).toHaveText(
    product.faqs.slice(3).map((item) => shown(item.question)),
    eventually,
  );
});

/** The grids whose tabs filter them (radio buttons); the blog's tabs are links, which need nothing to work at once. */
const grids: [string, string, CollectionGridBlock][] = [
  ["/portfolio", "projects", pageSection("portfolio", "collectionGrid")],
  ["/careers", "jobs", pageSection("careers", "collectionGrid", "openings")],
];

for (const [path, collectionName, grid] of grids) {
  test(`${path}: a tab of the grid filters it at once`, async ({ page }) => {
    // The tabs filter the cards of the page shown: the first page of the grid (in file order, as its source has no sort).
    const onFirstPage = collection<Record<string, unknown>>(collectionName).slice(0, grid.pageSize);
    const option = grid.tabs!.options.find((candidate) =>
      onFirstPage.some((item) => matches(item[grid.tabs!.field], candidate.value)),
    )!;
    const expected = onFirstPage
      .filter((item) => matches(item[grid.tabs!.field], option.value))
      .map((item) => shown(String(item.title)));
    await openSlowly(page, path);
    const section = page.locator(`#${grid.id}`);
    await section.getByRole("radio", { name: option.label }).click();
    await expect
      .poll(async () => (await section.getByRole("heading", { level: 3 }).allTextContents()).sort(), eventually)
      .toEqual(expected.sort());
  });
}

function matches(value: unknown, wanted: string) {
  return Array.isArray(value) ? value.includes(wanted) : value === wanted;
}

test("the testimonial carousel moves when its button is pressed at once", async ({ page }) => {
  const carousel = homeSection("testimonialCarousel");
  await openSlowly(page, "/");
  await page.getByRole("heading", { name: shown(carousel.heading.title) }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: site.labels.nextSlide }).click();
  await expect
    .poll(() => page.locator("[data-carousel-row]").evaluate((row) => row.scrollLeft), eventually)
    .toBeGreaterThan(0);
});

test("the blog's search finds a post though it was typed in before its code and its index arrived", async ({
  page,
}) => {
  const target = collection<Post>("posts")[0];
  await openSlowly(page, "/blog");
  await page.getByRole("searchbox").first().fill(shown(target.title));
  await expect(
    page
      .locator("#search li:visible")
      .getByRole("link", { name: shown(target.title), exact: true })
      .first(),
  ).toHaveAttribute("href", `/blog/${target.id}`, eventually);
});
