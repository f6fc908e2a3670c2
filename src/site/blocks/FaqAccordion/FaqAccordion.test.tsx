import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectAccordion,
  expectHeadings,
  faqsOfTopic,
  renderOnPage,
  renderSections,
} from "../../../../tests/unit/block-test-helpers.tsx";
import { onService, service } from "../../../../tests/unit/detail-items.ts";
import { faqsOfOneTopic } from "./fixtures.ts";

describe("faqAccordion", () => {
  it("shows its topic's questions as h3s in their order, an accordion with none open at first", () => {
    const block = faqsOfOneTopic;
    renderSections(block);
    const faqs = faqsOfTopic(block.source!.filter!.value);
    expect(faqs.length).toBeGreaterThan(1);
    expectHeadings(2, [block.heading!.title]);
    // Each question is an h3 in the source's order; none is open at first.
    expectHeadings(
      3,
      faqs.map((faq) => faq.question),
    );
    expectAccordion(screen.getByRole("heading", { level: 2 }).closest("section")!, faqs);
  });

  it("start and end show part of the item's questions", () => {
    renderOnPage(onService(), { type: "faqAccordion", from: "faqs", start: 1, end: 3 });
    expect([...document.querySelectorAll("summary")].map((question) => question.textContent)).toEqual(
      service.faqs.slice(1, 3).map((faq) => faq.question),
    );
  });

  it("an answer opens with its question and closes again, natively (a <details> needs no script)", () => {
    renderSections(faqsOfOneTopic);
    const [question] = document.querySelectorAll("details");
    expect(question.open).toBe(false);
    question.querySelector("summary")!.click();
    expect(question.open).toBe(true);
    question.querySelector("summary")!.click();
    expect(question.open).toBe(false);
  });
});
