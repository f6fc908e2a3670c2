/**
 * A service and a product with the detail fields that blocks show from the page's item ("from": "benefits", "faqs",
 * ...): the site's own where it has them, else these; and the page items that put them on a detail page.
 */
import type { AnyItem, CurrentItem } from "../../src/core/content/item-source.ts";
import type { Product, Service } from "../../src/core/generated/site-data.ts";
import { allItems } from "./test-providers.tsx";

const serviceDetail: Pick<Service, "benefits" | "approach" | "process" | "technologies" | "faqs"> = {
  benefits: [
    "A technology roadmap tied to business goals",
    "Lower IT spend through fewer, better-chosen systems",
    "Readiness for CBN and NDPR audits",
  ],
  approach: [
    { icon: "target", title: "Assess", description: "We review your systems, contracts and risks with your team." },
    {
      icon: "chart-line",
      title: "Recommend",
      description: "A prioritised plan with costs, timelines and quick wins.",
    },
  ],
  process: [
    {
      title: "Discovery",
      description: "We meet your leadership and IT teams to understand goals and constraints.",
    },
    { title: "Assessment", description: "We review your systems, contracts, security and compliance position." },
    { title: "Strategy", description: "We agree the target architecture and the principles behind it." },
    { title: "Roadmap", description: "A phased plan with costs, owners and quick wins." },
    { title: "Implementation Support", description: "We help select vendors and oversee delivery." },
    { title: "Review", description: "We measure results against the goals and adjust the plan." },
  ],
  technologies: ["TOGAF", "ITIL", "ISO 27001", "Microsoft Azure"],
  faqs: [
    { question: "Do you resell software?", answer: "No. We are **independent**, so our advice serves you." },
    { question: "How long is an assessment?", answer: "Two to four weeks, depending on the number of systems." },
    { question: "Can you help us pass an audit?", answer: "Yes:\n\n- gap analysis\n- remediation plan" },
    { question: "Do you work outside Lagos?", answer: "Yes, on site anywhere in Nigeria and remotely elsewhere." },
  ],
};
export const service = { ...serviceDetail, ...allItems.services["it-consultancy"] } as unknown as AnyItem &
  typeof serviceDetail;

const productDetail: Pick<Product, "keyFeatures" | "screenshots" | "faqs"> = {
  keyFeatures: [
    {
      icon: "building-bank",
      title: "Multi-branch accounting",
      description: "Every branch posts to one ledger in real time.",
    },
  ],
  screenshots: [
    {
      image: { src: "/images/products/swiftfin.svg", alt: "SwiftFin teller dashboard", width: 1200, height: 675 },
      caption: "The teller dashboard",
    },
    {
      image: {
        src: "/images/products/internet-banking.svg",
        alt: "Loan approval screen",
        width: 1200,
        height: 675,
      },
      caption: "Approving a loan",
    },
  ],
  faqs: [
    "How long does it take?",
    "Can we migrate our data?",
    "Is training included?",
    "Which databases are supported?",
    "Is it hosted in Nigeria?",
  ].map((question) => ({
    question,
    answer: `An answer to "${question}"`,
  })),
};
export const product = { ...productDetail, ...allItems.products.swiftfin } as unknown as AnyItem & typeof productDetail;

export const onService = (item: AnyItem = service): CurrentItem => ({ collection: "services", value: item });
export const onProduct = (item: AnyItem = product): CurrentItem => ({ collection: "products", value: item });

/** The page's <section>s, one a block, in order. */
export const sectionsOnPage = () => [...document.querySelectorAll("section")];
