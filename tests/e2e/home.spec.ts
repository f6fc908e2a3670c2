import type { Page } from "@playwright/test";
import { expect, test } from "./site-test.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { inlineScriptProblems } from "./inline-scripts.ts";
import { homeSection, service, shown, site, testimonials } from "./site-data.ts";

/** Text as React writes it into HTML. */
const asReactHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const hero = homeSection("hero");
const strengths = homeSection("featureGrid");
const services = homeSection("serviceGrid");
const products = homeSection("productGrid");
const clients = homeSection("logoRow");
const carousel = homeSection("testimonialCarousel");
const closing = homeSection("callToAction");

test("Home's content is in the prerendered HTML, before any script runs", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>`);
  for (const text of [hero.title, hero.subtitle, strengths.heading.title, closing.title])
    expect(html).toContain(asReactHtml(shown(text)));
  for (const item of strengths.items!) expect(html).toContain(asReactHtml(shown(item.title)));
  expect(html).toContain('<meta name="description"');
  expect(html).toContain(`<link rel="canonical" href="${site.seo.siteUrl}/">`);
  expect(html).toContain('<meta property="og:title"');
  // The page is complete HTML: its one script to run is the shell, loaded from a file; the rest are data blocks.
  expect(html.match(/<script\b(?![^>]*type="application\/(ld\+)?json")[^>]*>/g)).toEqual([
    expect.stringMatching(/^<script type="module" fetchpriority="low" crossorigin src="\/assets\/[\w-]+\.js">$/),
  ]);
  expect(inlineScriptProblems(html)).toEqual([]);
  expect(html).not.toContain("/_data/");
});

test("Home reads completely with JavaScript switched off", async ({ tabWith }) => {
  const page = await tabWith({ javaScriptEnabled: false });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(hero.title));
  await expect(page.getByRole("link", { name: hero.primaryAction.label, exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
  // A label such as "Learn More" gets its context read out, so the link says where it goes.
  const secondary = hero.secondaryAction!;
  const secondaryName = secondary.context
    ? new RegExp(`^${secondary.label}\\s+${secondary.context}$`)
    : secondary.label;
  await expect(page.getByRole("link", { name: secondaryName, exact: true }).first()).toHaveAttribute(
    "href",
    "/services",
  );
  for (const item of strengths.items!)
    await expect(page.getByRole("heading", { name: shown(item.title) })).toBeVisible();
});

test("Home shows its strengths, services, products, client logos and closing call to action as home.json lists them", async ({
  page,
}) => {
  await page.goto("/");
  await waitForIslands(page);
  const strengthsSection = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: shown(strengths.heading.title) }) });
  await expect(strengthsSection.getByRole("heading", { level: 3 })).toHaveText(
    strengths.items!.map((item) => shown(item.title)),
  );

  for (const id of services.services) {
    await expect(
      page.locator(`a[href="/services/${id}"]`).filter({ hasText: services.linkLabel }).first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: service(id).title, exact: true }).first()).toBeVisible();
  }
  for (const id of products.products)
    await expect(page.locator(`main a[href="/products/${id}"]`).first()).toBeVisible();

  const logos = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: shown(clients.heading.title) }) })
    .getByRole("img");
  await expect(logos).toHaveCount(clients.clients.length);

  const closingSection = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: shown(closing.title) }) });
  await expect(closingSection.getByRole("link", { name: closing.primaryAction.label })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(closingSection.getByRole("link", { name: closing.secondaryAction!.label })).toHaveAttribute(
    "href",
    "/services",
  );
});

test("Home hydrates without console errors or warnings", async ({ page }) => {
  const { problems } = watchConsole(page);
  await page.goto("/");
  await waitForIslands(page);
  await page.mouse.wheel(0, 4000);
  // The page has scrolled, and the islands that came near the screen have started: states, not a time.
  await page.waitForFunction(() => window.scrollY > 0);
  await waitForIslands(page);
  expect(problems).toEqual([]);
});

test.describe("testimonial carousel", () => {
  const slides = (page: Page) => page.locator("[data-carousel-row] > li");
  const slideXs = async (page: Page) =>
    slides(page).evaluateAll((items) => items.map((slide) => Math.round(slide.getBoundingClientRect().x)));

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await page.getByRole("heading", { name: shown(carousel.heading.title) }).scrollIntoViewIfNeeded();
  });

  test("shows every testimonial with its byline", async ({ page }) => {
    await expect(slides(page)).toHaveCount(carousel.testimonials.length);
    const withoutPosition = testimonials.find(
      (testimonial) => !testimonial.position && carousel.testimonials.includes(testimonial.id),
    );
    const withPosition = testimonials.find(
      (testimonial) => testimonial.position && carousel.testimonials.includes(testimonial.id),
    )!;
    await expect(page.getByText(`${withPosition.position}, ${withPosition.company}`, { exact: true })).toBeAttached();
    if (withoutPosition) await expect(page.getByText(withoutPosition.company, { exact: true })).toBeAttached();
  });

  test("next and previous buttons move it one slide; at the start, previous goes round to the end", async ({
    page,
  }) => {
    const start = await slideXs(page);
    await page.getByRole("button", { name: site.labels.nextSlide }).click();
    await expect.poll(async () => (await slideXs(page))[1]).toBe(start[0]);
    await page.getByRole("button", { name: site.labels.previousSlide }).click();
    await expect.poll(async () => (await slideXs(page))[0]).toBe(start[0]);
    await page.getByRole("button", { name: site.labels.previousSlide }).click();
    const row = page.locator("[data-carousel-row]");
    await expect
      .poll(() => row.evaluate((element) => Math.round(element.scrollWidth - element.clientWidth - element.scrollLeft)))
      .toBeLessThanOrEqual(1);
    await expect(slides(page).last()).toBeInViewport();
    // And at the end, next comes round to the start.
    await page.getByRole("button", { name: site.labels.nextSlide }).click();
    await expect.poll(async () => (await slideXs(page))[0]).toBe(start[0]);
  });

  test("left and right arrow keys move it", async ({ page }) => {
    const start = await slideXs(page);
    await page.getByRole("button", { name: site.labels.nextSlide }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await slideXs(page))[1]).toBe(start[0]);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await slideXs(page))[0]).toBe(start[0]);
  });

  for (const [width, perRow] of [
    [1366, 3],
    [900, 2],
    [390, 1],
  ] as const) {
    test(`shows ${perRow} slide${perRow > 1 ? "s" : ""} per row at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const widths = await page.locator("[data-carousel-row]").evaluate((row) => {
        const slide = row.querySelector("li")!;
        return { row: row.getBoundingClientRect().width, slide: slide.getBoundingClientRect().width };
      });
      expect(Math.round(widths.row / widths.slide)).toBe(perRow);
    });
  }

  test("on a 375px phone each card takes the content's width, with the previous/next buttons under it, not beside it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const slide = await slides(page).first().boundingBox();
    // The page's side padding is all that is left: the card is not squeezed between the buttons.
    expect(slide!.width).toBeGreaterThan(375 - 2 * 24);
    const previous = await page.getByRole("button", { name: site.labels.previousSlide }).boundingBox();
    const next = await page.getByRole("button", { name: site.labels.nextSlide }).boundingBox();
    expect(previous!.y).toBeGreaterThanOrEqual(slide!.y + slide!.height);
    expect(next!.y).toBeGreaterThanOrEqual(slide!.y + slide!.height);
    expect(previous!.x + previous!.width).toBeLessThanOrEqual(next!.x);
  });
});
