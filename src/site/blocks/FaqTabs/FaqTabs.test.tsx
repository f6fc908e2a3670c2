import { describe, expect, it } from "vitest";
import {
  expectAccordion,
  expectHeadings,
  expectRadioTabs,
  faqsOfTopic,
  faqTabPanels,
  htmlOf,
  itemFolders,
  renderOnPage,
  renderSections,
} from "../../../../tests/unit/block-test-helpers.tsx";
import { onProduct, product, sectionsOnPage } from "../../../../tests/unit/detail-items.ts";
import { allItems, site } from "../../../../tests/unit/test-providers.tsx";
import { renderMarkdown } from "../../../core/content/markdown.ts";
import type { PageData } from "../../../core/content/types.ts";
import { render as renderPage } from "../../entry-server.tsx";
import { faqTabsByTopic, productFaqTabs } from "./fixtures.ts";

describe("faqTabs", () => {
  it("a tab per topic, the first chosen, each panel an accordion of its own of its topic's questions", () => {
    const block = faqTabsByTopic;
    renderSections(block);
    expectHeadings(2, [block.heading!.title]);
    expectRadioTabs(
      block.label,
      block.tabs.map((tab) => tab.label),
    );
    // One panel per tab, in order, each with its topic's questions as a one-open accordion of its own.
    const panels = faqTabPanels();
    expect(panels).toHaveLength(block.tabs.length);
    for (const [index, tab] of block.tabs.entries()) {
      const faqs = faqsOfTopic(tab.source!.filter!.value);
      expect(faqs.length).toBeGreaterThan(1);
      expectAccordion(panels[index], faqs);
    }
  });

  it("leaves out a tab without questions, and the whole block, section and all, when no tab has any", () => {
    const tabs = productFaqTabs;
    const { unmount } = renderOnPage(onProduct({ ...product, faqs: product.faqs.slice(0, 2) }), tabs);
    expectRadioTabs(tabs.label, ["Product FAQs"]);
    expect(document.querySelectorAll("details")).toHaveLength(2);
    unmount();
    renderOnPage(onProduct({ ...product, faqs: [] }), tabs);
    expect(sectionsOnPage()).toHaveLength(0);
  });

  it("the prerendered HTML holds every tab's questions and answers, closed, for search engines and readers without scripts", () => {
    const block = faqTabsByTopic;
    const page = {
      status: 200,
      pathname: "/support",
      title: "Support",
      description: "Help.",
      sections: [block],
      items: allItems,
      itemCounts: {},
      item: null,
      html: htmlOf([block], allItems),
      itemFolders,
      breadcrumb: [],
    };
    const html = renderPage("/support", page as PageData, {}, site);
    const faqs = block.tabs.flatMap((tab) => faqsOfTopic(tab.source!.filter!.value));
    expect(html.match(/<details name="[^"]+"/g)).toHaveLength(faqs.length);
    expect(html).not.toMatch(/<details[^>]* open/);
    for (const faq of faqs) expect(html).toContain(renderMarkdown(faq.answer));
  });
});
