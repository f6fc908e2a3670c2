import { fireEvent, screen } from "@testing-library/react";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  expectHeadings,
  expectLink,
  itemFolders,
  markdownText,
  renderSections,
} from "../../../../tests/unit/block-test-helpers.tsx";
import { startIslandsIn } from "../../../../tests/unit/start-islands.ts";
import { allItems } from "../../../../tests/unit/test-providers.tsx";
import { fillTokens } from "../../../core/content/fill-tokens.ts";
import { loadSiteData } from "../../../core/content/load-site-data.ts";
import { itemAddress } from "../../../core/page-paths/path-pattern.ts";
import { searchIndex, searchIndexPath } from "./search-index.ts";
import { propsUrlAttribute } from "../../shell/island-markers.ts";
import { siteScopes } from "../../../core/validation/tokens.ts";
import { helpSearch } from "./fixtures.ts";

describe("searchBox", () => {
  it("a field its island searches with the index the build writes: a topic's FAQs by question, articles by title", () => {
    const block = helpSearch;
    renderSections(block);
    expectHeadings(2, [block.heading!.title]);
    const field = screen.getByRole("searchbox", { name: block.label });
    expect(field).toHaveAttribute("placeholder", block.placeholder);
    expect(screen.getByRole("button", { name: block.buttonLabel })).toBeInTheDocument();
    // Searching is the island's: with scripts off the block is not shown.
    expect(field.closest("[data-needs-script]")).not.toBeNull();
    // What it finds is not in the page: its island fetches the index the build writes, named by what it searches.
    const island = field.closest<HTMLElement>("[data-island]")!;
    expect(island.getAttribute(propsUrlAttribute)).toBe(searchIndexPath(block.finds));
    expect(island.nextElementSibling?.tagName).not.toBe("SCRIPT");
    const { siteData } = loadSiteData(join(import.meta.dirname, "../../../.."));
    const year = new Date().getFullYear();
    // The index holds what visitors read: placeholders filled in.
    const shown = (text: string) => fillTokens(text, siteScopes(siteData.site.company, year));
    startIslandsIn(document.body, (url) =>
      url === searchIndexPath(block.finds) ? searchIndex(siteData, block.finds, year) : undefined,
    );
    // A billing FAQ is found by its question, with its answer; a knowledge-base article by its title, linking to its page.
    const faq = Object.values(allItems.faqs).find((item) => item.topic === "billing")!;
    const search = (text: string) => fireEvent.input(field, { target: { value: text } });
    search(shown(faq.question));
    const results = () => screen.queryAllByRole("listitem");
    expect(
      results().some(
        (result) =>
          result.textContent?.includes(shown(faq.question)) &&
          result.textContent.includes(markdownText(shown(faq.answer)).slice(0, 30)),
      ),
    ).toBe(true);
    const article = Object.values(allItems.kbArticles)[0];
    search(shown(article.title));
    expectLink(shown(article.title), itemAddress(itemFolders.kbArticles, article));
    // Another topic's FAQ is not searched, and nonsense finds nothing.
    const otherFaq = Object.values(allItems.faqs).find((item) => item.topic === "careers")!;
    search(shown(otherFaq.question));
    expect(results().some((result) => result.textContent?.includes(shown(otherFaq.question)))).toBe(false);
    search("qqzzxxyy");
    expect(screen.getByText(block.noResults!)).toBeVisible();
    expect(results()).toHaveLength(0);
  });
});
