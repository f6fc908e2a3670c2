/**
 * Blocks that show a list of the page's own item ("from": a service's benefits, a product's screenshots, ...) instead
 * of one written in the block (src/site/blocks/parts/item-list.ts).
 */
import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectAccordion,
  expectCheckList,
  expectGallery,
  expectRadioTabs,
  expectSteps,
  faqTabPanels,
  renderOnPage,
} from "../../../tests/unit/block-test-helpers.tsx";
import type { BlockOf } from "../../../tests/unit/block-examples.ts";
import { onProduct, onService, product, sectionsOnPage, service } from "../../../tests/unit/detail-items.ts";
import type { Block } from "../../core/generated/site-data.ts";
import { productFaqTabs } from "./FaqTabs/fixtures.ts";

describe("blocks showing a list of the page's item", () => {
  it("a service's benefits, approach, process, technologies and FAQs come from its item", () => {
    renderOnPage(
      onService(),
      { type: "checkList", from: "benefits" },
      { type: "featureGrid", heading: { title: "Our Approach" }, from: "approach" },
      { type: "stepsList", from: "process" },
      { type: "chipList", from: "technologies" },
      { type: "faqAccordion", from: "faqs" },
    );
    const [benefits, approach, process, technologies, faqs] = sectionsOnPage();
    expectCheckList(benefits, service.benefits);
    expect(
      within(approach)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(service.approach.map((card) => card.title));
    expectSteps(process, service.process);
    expect(
      within(technologies)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(service.technologies);
    expectAccordion(faqs, service.faqs);
  });

  it("a product page: key features, captioned screenshots, and FAQ tabs of the first three questions, then the rest", () => {
    const tabs = productFaqTabs;
    renderOnPage(
      onProduct(),
      { type: "featureGrid", heading: { title: "Key Features" }, from: "keyFeatures" },
      { type: "imageGallery", from: "screenshots" },
      tabs,
    );
    const [features, screenshots, faq] = sectionsOnPage();
    expect(
      within(features)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(product.keyFeatures.map((card) => card.title));
    expectGallery(screenshots, product.screenshots, "lazy");
    expectRadioTabs(tabs.label, ["Product FAQs", "Technical FAQs"]);
    const panels = faqTabPanels(faq);
    expectAccordion(panels[0], product.faqs.slice(0, 3));
    expectAccordion(panels[1], product.faqs.slice(3));
  });

  it.each([
    ["faqAccordion", { type: "faqAccordion", from: "faqs" }],
    ["faqTabs", { type: "faqTabs", label: "Choose", tabs: [{ label: "All", from: "faqs" }] }],
    ["stepsList", { type: "stepsList", from: "process" }],
    ["chipList", { type: "chipList", from: "technologies" }],
    ["checkList", { type: "checkList", from: "benefits" }],
    ["imageGallery", { type: "imageGallery", from: "screenshots" }],
    ["featureGrid", { type: "featureGrid", heading: { title: "Features" }, from: "approach" }],
  ] as [string, Block][])(
    "%s is left out when the item's list is empty or missing, and shows nothing of a value that is not a list of its entries",
    (_, block) => {
      const field = (block as { from?: string }).from ?? (block as BlockOf<"faqTabs">).tabs[0].from!;
      for (const value of [[], undefined]) {
        const { unmount } = renderOnPage(
          onService({ id: "it-consultancy", title: "IT Consultancy", [field]: value }),
          block,
        );
        expect(sectionsOnPage()).toHaveLength(0);
        unmount();
      }
      // Validation refuses such a value (from-field-does-not-fit); in development the section is marked for the note.
      for (const value of ["Not a list", [42, null]]) {
        const { unmount } = renderOnPage(
          onService({ id: "it-consultancy", title: "IT Consultancy", [field]: value }),
          block,
        );
        expect(sectionsOnPage()[0]).toBeEmptyDOMElement();
        expect(sectionsOnPage()[0]).toHaveAttribute("data-block", block.type);
        unmount();
      }
    },
  );
});
