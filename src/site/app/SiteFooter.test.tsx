import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLink } from "../../../tests/unit/block-test-helpers.tsx";
import { renderWithProviders, site } from "../../../tests/unit/test-providers.tsx";
import { SiteFooter } from "./SiteFooter.tsx";

describe("SiteFooter", () => {
  it("renders each link group as a titled column with its links", () => {
    renderWithProviders(<SiteFooter />);
    for (const group of site.footer.groups) {
      const column = screen.getByRole("heading", { name: group.title }).parentElement!;
      expect(
        within(column)
          .getAllByRole("link")
          .map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual(group.links.map((link) => [link.label, link.href]));
    }
  });

  it("renders the company, the contact details, the legal links and the copyright line", () => {
    renderWithProviders(<SiteFooter />);
    const { company, footer } = site;
    expect(screen.getByText(company.name)).toBeInTheDocument();
    expect(screen.getByText(footer.about)).toBeInTheDocument();
    const contact = screen.getByRole("heading", { name: footer.contactTitle }).parentElement!;
    const address = within(contact).getByRole("link", { name: company.address });
    expect(address).toHaveAttribute("href", company.mapsUrl);
    expect(address).toHaveAttribute("target", "_blank");
    expect(within(contact).getByText(company.hours)).toBeInTheDocument();
    expect(within(contact).getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      `tel:${company.phone.replace(/[^\d+]/g, "")}`,
    );
    expect(within(contact).getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    for (const link of footer.legalLinks) expectLink(link.label, link.href);
    expect(screen.getByText(footer.copyright)).toBeInTheDocument();
  });
});
