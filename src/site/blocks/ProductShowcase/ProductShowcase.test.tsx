import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, itemFolders, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems } from "../../../../tests/unit/test-providers.tsx";
import { showcaseOfTwoProducts } from "./fixtures.ts";

describe("productShowcase", () => {
  it("a row per product: tagline, features, a link to its page, a demo request naming it, and three benefits", () => {
    const block = showcaseOfTwoProducts;
    renderSections(block);
    const products = block.source.ids!.map((id) => allItems.products[id]);
    expectHeadings(2, [block.heading!.title]);
    expectHeadings(
      3,
      products.map((product) => product.name),
    );
    for (const product of products) {
      const row = screen.getByRole("article", { name: product.name });
      expect(within(row).getByText(product.tagline)).toBeInTheDocument();
      for (const feature of product.features) expect(within(row).getByText(feature)).toBeInTheDocument();
      expect(within(row).getByRole("link", { name: `${block.learnMoreLabel}: ${product.name}` })).toHaveAttribute(
        "href",
        `${itemFolders.products}/${product.id}`,
      );
      // The demo request names the product, so the contact form can preselect it.
      expect(within(row).getByRole("link", { name: new RegExp(`^${block.demoAction.label}`) })).toHaveAttribute(
        "href",
        `${block.demoAction.href}&product=${product.id}`,
      );
      // Exactly three benefits, each with its title and description.
      for (const benefit of product.benefits.slice(0, 3))
        expect(within(row).getByText(benefit.description)).toBeInTheDocument();
      if (product.benefits[3]) expect(within(row).queryByText(product.benefits[3].description)).toBeNull();
    }
  });
});
