import { expect, test } from "./site-test.ts";
import { questionsIn, tabsIn } from "./native-widgets.ts";
import type { Form, Product, Service } from "../../src/core/generated/site-data.ts";
import { waitForIslands } from "./console-guard.ts";
import type { Page } from "@playwright/test";
import {
  addressOf,
  collection,
  formPages,
  labelledFor,
  pageSection,
  shown,
  sitePages,
  testimonials,
} from "./site-data.ts";

const services = collection<Service>("services");
const products = collection<Product>("products");

test("/services: the services with their feature lists and 'Learn More', the reasons to choose us, the process", async ({
  page,
}) => {
  await page.goto("/services");
  const grid = pageSection("services", "serviceGrid");
  expect(grid.showFeatures).toBe(true);
  const cards = page.locator("#services .mantine-Card-root");
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
    grid.services.map((id) => shown(services.find((item) => item.id === id)!.title)),
  );
  for (const id of grid.services) {
    const service = services.find((item) => item.id === id)!;
    const card = cards.filter({ has: page.getByRole("heading", { name: shown(service.title), exact: true }) });
    await expect(card.getByRole("listitem")).toHaveText(service.features.map(shown));
    await expect(card.getByRole("link", { name: new RegExp(`^${grid.linkLabel}`) })).toHaveAttribute(
      "href",
      `/services/${id}`,
    );
  }
  const reasons = pageSection("services", "featureGrid", "why-us").items!;
  await expect(page.locator("#why-us").getByRole("heading", { level: 3 })).toHaveText(
    reasons.map((item) => shown(item.title)),
  );
  const steps = pageSection("services", "stepsList").steps!;
  await expect(page.locator("#process").getByRole("heading", { level: 3 })).toHaveText(
    steps.map((step) => shown(step.title)),
  );
  await expect(page.locator("#process ol > li")).toHaveCount(steps.length);
});

test("/services/{id}: the full detail of each service; an unknown id shows 'Service Not Found'", async ({ page }) => {
  for (const service of services) {
    await page.goto(`/services/${service.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(service.title));
    await expect(page.getByRole("link", { name: "Get a Free Consultation" })).toHaveAttribute("href", "/contact");
    for (const benefit of service.benefits) await expect(page.locator("#benefits")).toContainText(shown(benefit));
    await expect(page.locator("#approach").getByRole("heading", { level: 3 })).toHaveText(
      service.approach.map((item) => shown(item.title)),
    );
    await expect(page.locator("#process ol > li")).toHaveCount(service.process.length);
    for (const technology of service.technologies)
      await expect(page.locator("#technologies").getByText(technology, { exact: true })).toBeVisible();
    await expect(questionsIn(page.locator("#faq"))).toHaveText(service.faqs.map((faq) => shown(faq.question)));
  }
  const response = await page.goto("/services/no-such-service");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await expect(page.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services");
});

test("/products: one showcase per product with features, 'Learn More', 'Request Demo' and its benefits; the testimonials", async ({
  page,
}) => {
  await page.goto("/products");
  const showcase = pageSection("products", "productShowcase");
  for (const id of showcase.source.ids!) {
    const product = products.find((item) => item.id === id)!;
    const row = page.getByRole("article", { name: shown(product.name) });
    await expect(row.getByText(shown(product.tagline))).toBeVisible();
    for (const feature of product.features) await expect(row.getByText(shown(feature), { exact: true })).toBeVisible();
    await expect(
      row.getByRole("link", { name: labelledFor(showcase.learnMoreLabel, shown(product.name)) }),
    ).toHaveAttribute("href", `/products/${product.id}`);
    await expect(row.getByRole("link", { name: new RegExp(`^${showcase.demoAction.label}`) })).toHaveAttribute(
      "href",
      `/contact?demo=true&product=${product.id}`,
    );
    await expect(row.getByRole("img")).toHaveAttribute("alt", shown(product.image.alt));
  }
  await expect(page.getByRole("link", { name: "Request a Demo" }).first()).toHaveAttribute("href", "/contact");
  await expect(page.locator("#testimonials figure")).toHaveCount(
    pageSection("products", "collectionGrid", "testimonials").source.ids!.length,
  );
});

test("/products/{id}: overview, features, screenshots, benefits, FAQ tabs (the first product questions, then technical); its clients' testimonials, or no such section without any", async ({
  page,
}) => {
  const [productTab, secondTab] = pageSection("product-detail", "faqTabs").tabs;
  const technicalTab = secondTab!;
  for (const product of products) {
    await page.goto(`/products/${product.id}`);
    await waitForIslands(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown(product.name));
    // The hero's and the closing call to action's.
    const demoLinks = page.getByRole("link", { name: /^Request Demo/ });
    await expect(demoLinks).toHaveCount(2);
    for (const link of await demoLinks.all())
      await expect(link).toHaveAttribute("href", `/contact?demo=true&product=${product.id}`);
    await expect(page.locator("#features").getByRole("heading", { level: 3 })).toHaveText(
      product.keyFeatures.map((item) => shown(item.title)),
    );
    await expect(page.locator("#screenshots figcaption")).toHaveText(
      product.screenshots.map((shot) => shown(shot.caption)),
    );
    const faq = page.locator("#faq");
    const tabs = tabsIn(faq);
    await expect(faq.getByRole("radiogroup")).toHaveText(`${productTab.label}${technicalTab.label}`);
    await expect(tabs.first()).toBeChecked();
    await expect(questionsIn(faq)).toHaveText(
      product.faqs.slice(productTab.start ?? 0, productTab.end).map((item) => shown(item.question)),
    );
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toBeChecked();
    await expect(questionsIn(faq)).toHaveText(
      product.faqs.slice(technicalTab.start ?? 0, technicalTab.end).map((item) => shown(item.question)),
    );
    // Its testimonials, each with its author; a product without any has no such section at all.
    const quotes = (product.testimonials ?? []).map((id) => testimonials.find((item) => item.id === id)!);
    if (quotes.length) {
      await expect(page.locator("#testimonials figure")).toHaveCount(quotes.length);
      for (const quote of quotes) await expect(page.locator("#testimonials")).toContainText(quote.author);
    } else await expect(page.locator("#testimonials")).toHaveCount(0);
  }
  const response = await page.goto("/products/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
});

test("the legal pages: dated, linking to each other, with the notice period and the children's clause; the policy follows the Act", async ({
  page,
}) => {
  for (const [id, other] of [
    ["privacy-policy", "/terms-of-service"],
    ["terms-of-service", "/privacy-policy"],
  ]) {
    const dated = pageSection(id, "textSection", "introduction").paragraphs[0];
    expect(dated).toMatch(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await page.goto(`/${id}`);
    await expect(page.locator("main")).toContainText(dated);
    await expect(page.locator(`main a[href="${other}"]`).first()).toBeVisible();
  }
  await page.goto("/terms-of-service");
  await expect(page.locator("main")).toContainText("30 days");
  await page.goto("/privacy-policy");
  await expect(page.locator("main")).toContainText("13");
  // Its date is that of a change: the line after it says, in one sentence, what changed then (docs/decisions.md#d19).
  const changed = pageSection("privacy-policy", "textSection", "introduction").paragraphs[1];
  expect(changed).toMatch(/^What changed on that date: [^.]+\.$/);
  await expect(page.locator("main")).toContainText(changed);
  // The Nigeria Data Protection Act 2023 replaced the NDPR 2019, as the blog and the FAQs say.
  await expect(page.locator("main")).toContainText("Nigeria Data Protection Act 2023");
  await expect(page.locator("main")).not.toContainText("NDPR");
});

/**
 * Every form that asks for personal data: a field for an e-mail address, a phone number, a name or an address, or a
 * file (a CV, a screenshot), as the forms collection defines them.
 */
const personal = /^(name|given-name|family-name|email|tel|address|street-address|address-line\d)$/;
const personalDataForms = collection<Form>("forms").filter((form) =>
  form.fields.some(
    (field) =>
      field.type === "email" ||
      field.type === "tel" ||
      field.type === "file" ||
      personal.test((field as { autocomplete?: string }).autocomplete ?? ""),
  ),
);

test("the privacy policy names every form on the site that collects personal data, and when it changed", async ({
  page,
}) => {
  expect(personalDataForms.length).toBeGreaterThan(0);
  await page.goto("/privacy-policy");
  const collected = page.locator("#information-we-collect");
  for (const form of personalDataForms) {
    // Shown somewhere, and named by what it is ("support-ticket": "support ticket").
    expect(formPages(form.id).length, `a page shows the form ${form.id}`).toBeGreaterThan(0);
    await expect(collected, form.id).toContainText(new RegExp(form.id.replace(/-/g, "[ -]"), "i"));
  }
  // Dated by its last change (docs/decisions.md#d19): the line after the date says what changed.
  const [dated, changed] = pageSection("privacy-policy", "textSection", "introduction").paragraphs;
  expect(dated).toMatch(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  expect(changed).toMatch(/^What changed on that date: [^.]+\.$/);
});

/** The boxes of an element's lines of text (not of the element, which may be wider than its words). */
const textBoxes = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
  });

/** The hero's dots: the small decorations in the h1's section (its circles are large, faint and behind on purpose). */
const heroDots = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector("h1")?.closest("section")?.querySelectorAll("[aria-hidden] span") ?? [])]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.width < 40)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const heroPages = sitePages().filter((page) => page.sections[0]?.type === "hero" && !page.redirect);

test("the hero's dots never sit on its title or the line under it: every hero at 375 px, a product's at every width", async ({
  page,
}) => {
  const product = sitePages().find((candidate) => candidate.collection === "products")!;
  const checks = [
    ...heroPages.map((heroPage) => ({ address: addressOf(heroPage), width: 375 })),
    ...[320, 768, 1024, 1366, 1920].map((width) => ({ address: addressOf(product), width })),
  ];
  for (const { address, width } of checks) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(address);
    const dots = await heroDots(page);
    expect(dots.length, `${address}: the hero has dots`).toBeGreaterThan(0);
    const text = [...(await textBoxes(page, "h1")), ...(await textBoxes(page, "h1 + p"))];
    expect(text.length).toBeGreaterThan(0);
    for (const dot of dots)
      expect(
        text.filter((line) => overlaps(dot, line)),
        `${address} at ${width} px: a dot at ${Math.round(dot.x)},${Math.round(dot.y)}`,
      ).toEqual([]);
  }
});
