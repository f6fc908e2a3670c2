/**
 * The seed's fixed numbers (SPEC.md's counts and constants), checked once, here, against the site data we ship.
 * Every other test reads counts, titles and lists from the site data, so adding a post, a job, an FAQ, a service or a
 * project breaks none of them (`npm test` proves it on a copy of the site with one of each added,
 * scripts/test-added-content.ts); when the company really changes these numbers, this is the one file to update.
 */
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteData } from "../../src/content/load-site-data.ts";
import type { Block } from "../../src/generated/site-data.ts";

const { siteData } = loadSiteData(resolve(import.meta.dirname, "../.."));
const { site, collections } = siteData;
const page = (id: string) => siteData.pages.find((candidate) => candidate.id === id)!;
const section = <T extends Block["type"]>(pageId: string, type: T, id?: string) =>
  page(pageId).sections.find((block) => block.type === type && (id === undefined || block.id === id)) as Extract<Block, { type: T }>;
const inSidebar = <T extends Block["type"]>(pageId: string, type: T, id: string) => {
  const layout = section(pageId, "sidebarLayout");
  return [...layout.main, ...layout.sidebar].find((block) => block.type === type && block.id === id) as Extract<Block, { type: T }>;
};
const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();
const faqsOf = (topic: string) => collections.faqs.filter((faq) => faq.topic === topic);

describe("the seed, as SPEC.md fixes it", () => {
  it("company: founded 2015, office in Lekki Phase 1, weekday hours with weekends closed", () => {
    expect(site.company.founded).toBe(2015);
    expect(site.company.address).toContain("Lekki Phase 1, Lagos");
    expect(site.company.hours).toBe("Monday-Friday 8:00 AM-5:00 PM, weekends closed");
  });

  it("services: five, four of them on Home and on /services; each detail page has four FAQs and a six-step process", () => {
    expect(ids(collections.services)).toEqual(["ecommerce-plugins", "it-consultancy", "it-infrastructure", "process-automation", "software-development"]);
    const four = ["software-development", "process-automation", "it-consultancy", "it-infrastructure"];
    expect(section("home", "serviceGrid").services).toEqual(four);
    expect(section("services", "serviceGrid").services).toEqual(four);
    for (const service of collections.services) {
      expect(service.faqs, service.id).toHaveLength(4);
      expect(service.process, service.id).toHaveLength(6);
    }
    expect(section("services", "stepsList").steps!.map((step) => step.title)).toEqual(["Discovery", "Planning", "Development", "Delivery & Support"]);
    expect(section("services", "featureGrid", "why-us").items!.map((item) => item.title)).toEqual(["Expert Team", "Agile Approach", "Global Reach", "Security Focus"]);
  });

  it("products: swiftfin, internet-banking and payvibe, three quotes on /products; product FAQs split after the third", () => {
    expect(ids(collections.products)).toEqual(["internet-banking", "payvibe", "swiftfin"]);
    expect(section("products", "collectionGrid", "testimonials").source.ids).toHaveLength(3);
    expect(section("product-detail", "faqTabs").tabs.map((tab) => [tab.label, tab.start ?? 0, tab.end])).toEqual([["Product FAQs", 0, 3], ["Technical FAQs", 3, undefined]]);
  });

  it("Home: six strengths, four client logos", () => {
    expect(section("home", "featureGrid").items).toHaveLength(6);
    expect(section("home", "logoRow").clients).toHaveLength(4);
  });

  it("blog: eight posts, four recent ones in the sidebar", () => {
    expect(collections.posts).toHaveLength(8);
    expect(inSidebar("blog", "linkList", "recent-posts").source!.limit).toBe(4);
  });

  it("portfolio: ten projects, two testimonials, the stats 100+, 95%, 15+ and the years in business worked out", () => {
    expect(collections.projects).toHaveLength(10);
    expect(section("portfolio", "collectionGrid", "testimonials").source.ids).toHaveLength(2);
    expect(section("portfolio", "statsRow").stats.map((stat) => stat.value)).toEqual(["100+", "95%", "15+", "{company.yearsInBusiness}"]);
  });

  it("careers: the six openings, six benefits, five FAQs; the contact page's four FAQs", () => {
    expect(collections.jobs.map((job) => job.title).sort()).toEqual(
      ["Business Development Manager", "DevOps Engineer", "Frontend Developer", "Project Manager", "Senior Software Engineer", "UI/UX Designer"],
    );
    expect(section("careers", "featureGrid", "benefits").items).toHaveLength(6);
    expect(faqsOf("careers")).toHaveLength(5);
    expect(faqsOf("contact")).toHaveLength(4);
  });

  it("support: the six knowledge-base topics with 12, 35 and 24 articles in the three on /support; three plans", () => {
    expect(ids(collections.kbTopics)).toEqual(["billing", "getting-started", "installation", "product-documentation", "setup", "troubleshooting"]);
    const shown = section("support", "collectionGrid", "knowledge-base").source.ids!;
    expect(Object.fromEntries(shown.map((id) => [id, collections.kbTopics.find((topic) => topic.id === id)!.articles.length]))).toEqual({
      "getting-started": 12,
      "product-documentation": 35,
      troubleshooting: 24,
    });
    const plans = [...collections.supportPlans].sort((a, b) => a.order - b.order).map((plan) => [plan.name, plan.price, plan.badge, plan.action.label]);
    expect(plans).toEqual([
      ["Standard", "Free", undefined, "Get Started"],
      ["Premium Support", "$199", "Most Popular", "Choose Premium"],
      ["Enterprise Support", "$499", undefined, "Contact Sales"],
    ]);
  });
});

describe("one consistent story", () => {
  it("the contact form's example name is no one the site quotes or names", () => {
    const contact = collections.forms.find((form) => form.id === "contact")!;
    const placeholder = contact.fields.find((field) => field.name === "name")!.placeholder;
    const people = [...collections.testimonials.map((testimonial) => testimonial.author), ...collections.authors.map((author) => author.name)];
    expect(placeholder).toBeTruthy();
    expect(people).not.toContain(placeholder);
  });

  it("the contact form's phone field is labelled as SPEC.md says, 'Phone (Optional)', and is optional", () => {
    const phone = collections.forms.find((form) => form.id === "contact")!.fields.find((field) => field.name === "phone")!;
    expect(phone).toMatchObject({ label: "Phone (Optional)" });
    expect(phone.required).toBeFalsy();
  });
});
