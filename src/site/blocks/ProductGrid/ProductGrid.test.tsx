import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, expectLink, renderSections, startsWith } from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems } from "../../../../tests/unit/test-providers.tsx";
import { productCards } from "./fixtures.ts";

describe("productGrid", () => {
  it("shows a card per product: its name, description, picture, and a link to its page", () => {
    const block = productCards;
    renderSections(block);
    const products = block.products.map((id) => allItems.products[id]);
    expectHeadings(2, [block.heading.title]);
    expectHeadings(
      3,
      products.map((product) => product.name),
    );
    for (const product of products) {
      expect(screen.getByText(product.description)).toBeInTheDocument();
      expectLink(startsWith(`${block.linkLabel} ${product.name}`), `/products/${product.id}`);
      const image = screen.getByAltText(product.image.alt);
      expect(image).toHaveAttribute("src", product.image.src);
      expect(image).toHaveAttribute("width", String(product.image.width));
      // Alone on the page, the grid is its first screen.
      expect(image).toHaveAttribute("loading", "eager");
    }
  });
});
