// @vitest-environment jsdom
/**
 * docs/decisions.md#d2: the two-product reading of /products (swiftfin and internet-banking with features and
 * benefits, then 'Contact Us' and 'Schedule Demo') must be expressible with the site's blocks. It lives as a fixture
 * page, validated against the real site data and rendered here.
 */
import { screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { pageContentOf } from "../../src/site/blocks/page-items-context.tsx";
import { PageSections } from "../../src/site/blocks/PageSections.tsx";
import { fillTokens } from "../../src/core/content/fill-tokens.ts";
import { siteScopes } from "../../src/core/validation/tokens.ts";
import type { Page } from "../../src/core/generated/site-data.ts";
import { createSchemaValidators } from "../../src/core/validation/ajv-instance.ts";
import { publicImageReader, readSiteFiles } from "../../src/core/validation/read-site-files.ts";
import { validateSiteData } from "../../src/core/validation/validate-site-data.ts";
import { allItems, renderWithProviders, site } from "./test-providers.tsx";

const root = resolve(import.meta.dirname, "../..");
const fixtureText = readFileSync(join(root, "tests/fixtures/pages/products-two.json"), "utf8");
const page = fillTokens(JSON.parse(fixtureText) as Page, siteScopes(site.company, new Date().getFullYear()));

describe("the two-product variant of /products", () => {
  it("is a valid page of the real site", () => {
    const result = validateSiteData({
      files: [...readSiteFiles(root), { file: "site-data/pages/products-two.json", text: fixtureText }],
      validators: createSchemaValidators(join(root, "schemas")),
      publicImage: publicImageReader(join(root, "public")),
    });
    expect(result.diagnostics.filter((diagnostic) => diagnostic.file.endsWith("products-two.json"))).toEqual([]);
  });

  it("shows the two products with their features and benefits, then 'Contact Us' and 'Schedule Demo'", () => {
    renderWithProviders(<PageSections sections={page.sections} />, {
      content: pageContentOf(allItems, { itemFolders: { products: "/products" } }),
    });
    const rows = screen.getAllByRole("article");
    expect(rows.map((row) => within(row).getByRole("heading", { level: 3 }).textContent)).toEqual([
      allItems.products.swiftfin.name,
      allItems.products["internet-banking"].name,
    ]);
    for (const [row, product] of rows.map(
      (row, i) =>
        [
          row,
          Object.values(allItems.products).find(
            (p) => p.name === within(rows[i]).getByRole("heading", { level: 3 }).textContent,
          )!,
        ] as const,
    )) {
      for (const feature of product.features) expect(within(row).getByText(feature)).toBeInTheDocument();
      for (const benefit of product.benefits.slice(0, 3))
        expect(within(row).getByText(benefit.title)).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/contact?demo=true");
  });
});
