/**
 * The seed's fixed numbers (its counts and constants, docs/decisions.md#d29), checked once, here, against the site
 * data we ship. The counts are what the seed must hold at least: an editor who adds a post, a job, an FAQ, a step, a
 * quote or a service breaks none of these (nor any other test: they read counts, titles and lists from the site data,
 * and `npm test` proves it on a copy of the site with one of each added, scripts/test-added-content.ts). What is
 * pinned exactly is what the decision fixes as a fact (the year, the hours, a label); removing seed content fails
 * here, by name.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteData } from "../../src/core/content/load-site-data.ts";
import type { Block } from "../../src/core/generated/site-data.ts";

const { siteData } = loadSiteData(resolve(import.meta.dirname, "../.."));
const { site, collections } = siteData;
const page = (id: string) => siteData.pages.find((candidate) => candidate.id === id)!;
const section = <T extends Block["type"]>(pageId: string, type: T, id?: string) =>
  page(pageId).sections.find((block) => block.type === type && (id === undefined || block.id === id)) as Extract<
    Block,
    { type: T }
  >;
const inSidebar = <T extends Block["type"]>(pageId: string, type: T, id: string) => {
  const layout = section(pageId, "sidebarLayout");
  return [...layout.main, ...layout.sidebar].find((block) => block.type === type && block.id === id) as Extract<
    Block,
    { type: T }
  >;
};
const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();
const faqsOf = (topic: string) => collections.faqs.filter((faq) => faq.topic === topic);
/** The seed holds at least this number of these (docs/decisions.md#d29); an editor may add more. */
const expectAtLeast = (items: readonly unknown[] | undefined, count: number, what: string) =>
  expect(items?.length ?? 0, what).toBeGreaterThanOrEqual(count);

describe("the seed, as docs/decisions.md#d29 fixes it", () => {
  it("company: founded 2015, office in Lekki Phase 1, weekday hours with weekends closed", () => {
    expect(site.company.founded).toBe(2015);
    expect(site.company.address).toContain("Lekki Phase 1, Lagos");
    expect(site.company.hours).toBe("Monday-Friday 8:00 AM-5:00 PM, weekends closed");
  });

  it("services: the five, four of them on Home and on /services; each with at least four FAQs and a six-step process", () => {
    expect(ids(collections.services)).toEqual(
      expect.arrayContaining([
        "ecommerce-plugins",
        "it-consultancy",
        "it-infrastructure",
        "process-automation",
        "software-development",
      ]),
    );
    const four = ["software-development", "process-automation", "it-consultancy", "it-infrastructure"];
    expect(section("home", "serviceGrid").services).toEqual(expect.arrayContaining(four));
    expect(section("services", "serviceGrid").services).toEqual(expect.arrayContaining(four));
    for (const service of collections.services) {
      expectAtLeast(service.faqs, 4, `${service.id}: FAQs`);
      expectAtLeast(service.process, 6, `${service.id}: process steps`);
    }
    expect(section("services", "stepsList").steps!.map((step) => step.title)).toEqual(
      expect.arrayContaining(["Discovery", "Planning", "Development", "Delivery & Support"]),
    );
    // "Global Reach" contradicted an all-Nigerian story (issue 23): it became "Built for Nigeria"
    // (docs/decisions.md#d16).
    expect(section("services", "featureGrid", "why-us").items!.map((item) => item.title)).toEqual(
      expect.arrayContaining(["Expert Team", "Agile Approach", "Built for Nigeria", "Security Focus"]),
    );
  });

  it("products: swiftfin, internet-banking and payvibe, three quotes on /products; product FAQs split after the third", () => {
    expect(ids(collections.products)).toEqual(expect.arrayContaining(["internet-banking", "payvibe", "swiftfin"]));
    expectAtLeast(section("products", "collectionGrid", "testimonials").source.ids, 3, "quotes on /products");
    expect(section("product-detail", "faqTabs").tabs.map((tab) => [tab.label, tab.start ?? 0, tab.end])).toEqual([
      ["Product FAQs", 0, 3],
      ["Technical FAQs", 3, undefined],
    ]);
  });

  it("Home: six strengths, four client logos", () => {
    expectAtLeast(section("home", "featureGrid").items, 6, "strengths on Home");
    expectAtLeast(section("home", "logoRow").clients, 4, "client logos on Home");
  });

  it("blog: at least eight posts, four recent ones in the sidebar", () => {
    expectAtLeast(collections.posts, 8, "posts");
    expect(inSidebar("blog", "linkList", "recent-posts").source!.limit).toBe(4);
  });

  it("portfolio: at least ten projects, two testimonials, the stats 100+, 95%, 15+ and the years in business worked out", () => {
    expectAtLeast(collections.projects, 10, "projects");
    expectAtLeast(section("portfolio", "collectionGrid", "testimonials").source.ids, 2, "quotes on /portfolio");
    expect(section("portfolio", "statsRow").stats.map((stat) => stat.value)).toEqual(
      expect.arrayContaining(["100+", "95%", "15+", "{company.yearsInBusiness}"]),
    );
  });

  it("careers: the six openings, six benefits, five FAQs; the contact page's four FAQs", () => {
    expect(collections.jobs.map((job) => job.title)).toEqual(
      expect.arrayContaining([
        "Business Development Manager",
        "DevOps Engineer",
        "Frontend Developer",
        "Project Manager",
        "Senior Software Engineer",
        "UI/UX Designer",
      ]),
    );
    expectAtLeast(section("careers", "featureGrid", "benefits").items, 6, "benefits on /careers");
    expectAtLeast(faqsOf("careers"), 5, "careers FAQs");
    expectAtLeast(faqsOf("contact"), 4, "contact FAQs");
  });

  it("support: the six knowledge-base topics, with 12, 35 and 24 articles (pages of their own) in the three on /support; the three plans", () => {
    expect(ids(collections.kbTopics)).toEqual(
      expect.arrayContaining([
        "billing",
        "getting-started",
        "installation",
        "product-documentation",
        "setup",
        "troubleshooting",
      ]),
    );
    expect(section("support", "collectionGrid", "knowledge-base").source.ids).toEqual(
      expect.arrayContaining(["getting-started", "product-documentation", "troubleshooting"]),
    );
    const articles = (id: string) => collections.kbArticles.filter((article) => article.topic === id);
    expectAtLeast(articles("getting-started"), 12, "getting-started articles");
    expectAtLeast(articles("product-documentation"), 35, "product-documentation articles");
    expectAtLeast(articles("troubleshooting"), 24, "troubleshooting articles");
    const plans = [...collections.supportPlans]
      .sort((a, b) => a.order - b.order)
      .map((plan) => [plan.name, plan.price, plan.badge, plan.action.label]);
    expect(plans).toEqual(
      expect.arrayContaining([
        ["Standard", "Free", undefined, "Get Started"],
        ["Premium Support", "$199", "Most Popular", "Choose Premium"],
        ["Enterprise Support", "$499", undefined, "Contact Sales"],
      ]),
    );
  });
});

describe("one consistent story", () => {
  it("the contact form's example name is no one the site quotes or names", () => {
    const contact = collections.forms.find((form) => form.id === "contact")!;
    const placeholder = contact.fields.find((field) => field.name === "name")!.placeholder;
    const people = [
      ...collections.testimonials.map((testimonial) => testimonial.author),
      ...collections.authors.map((author) => author.name),
    ];
    expect(placeholder).toBeTruthy();
    expect(people).not.toContain(placeholder);
  });

  it("the contact form's phone field is labelled 'Phone (Optional)' (docs/decisions.md#d29), and is optional", () => {
    const phone = collections.forms
      .find((form) => form.id === "contact")!
      .fields.find((field) => field.name === "phone")!;
    expect(phone).toMatchObject({ label: "Phone (Optional)" });
    expect(phone.required).toBeFalsy();
  });
});
