import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectHeadings,
  expectLink,
  htmlOf,
  itemFolders,
  renderSections,
} from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems, renderWithProviders, site } from "../../../../tests/unit/test-providers.tsx";
import type { SocialLink } from "../../../core/generated/site-data.ts";
import { pageContentOf } from "../page-items-context.tsx";
import { PageSections } from "../PageSections.tsx";
import { contactDetailsWithSocialLinks } from "./fixtures.ts";

/** The company's social profiles, as icon links named for screen readers, opening in a new tab. */
function expectSocialLinks(social: SocialLink[]) {
  for (const profile of social) {
    const link = screen.getByRole("link", { name: profile.label });
    expect(link).toHaveAttribute("href", profile.href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.querySelector(`svg.tabler-icon-brand-${profile.network}`)).toHaveAttribute("aria-hidden", "true");
  }
}

describe("contactDetails", () => {
  it("shows the company's address (to its map), hours, phone and e-mail as links beside their labels, and its social links", () => {
    const block = contactDetailsWithSocialLinks;
    renderSections(block);
    const { company, social = [] } = site;
    expectHeadings(2, [block.heading!.title]);
    expect(screen.getByText("24 hours").tagName).toBe("STRONG");
    for (const label of [block.addressLabel, block.hoursLabel, block.phoneLabel, block.emailLabel])
      expect(screen.getByText(label)).toBeInTheDocument();
    const address = screen.getByRole("link", { name: company.address });
    expect(address).toHaveAttribute("href", company.mapsUrl);
    expect(address).toHaveAttribute("target", "_blank");
    expect(address).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText(company.hours)).toBeInTheDocument();
    expectLink(company.phone, `tel:${company.phone.replace(/[^\d+]/g, "")}`);
    expectLink(company.email, `mailto:${company.email}`);
    // Each detail sits next to its label, after an icon hidden from screen readers.
    const addressItem = address.closest("li")!;
    expect(within(addressItem).getByText(block.addressLabel)).toBeInTheDocument();
    expect(addressItem.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    // The social profiles from site.json, as icon links named for screen readers; none (and no title) without them.
    if (!social.length) expect(screen.queryByText(block.socialTitle!)).toBeNull();
    else expect(screen.getByText(block.socialTitle!)).toBeInTheDocument();
    expectSocialLinks(social);
    expect(screen.getAllByRole("link")).toHaveLength(3 + social.length);
  });

  it("the company's social profiles as icon links named for screen readers, when site.json has them", () => {
    const social: SocialLink[] = [
      { network: "linkedin", href: "https://www.linkedin.com/company/nerivo", label: "Nerivo on LinkedIn" },
      { network: "x", href: "https://x.com/nerivo", label: "Nerivo on X" },
    ];
    const block = contactDetailsWithSocialLinks;
    renderWithProviders(<PageSections sections={[block]} />, {
      siteData: { ...site, social },
      content: pageContentOf(allItems, { html: htmlOf([block], allItems, undefined), itemFolders, item: null }),
    });
    expect(screen.getByText(block.socialTitle!)).toBeInTheDocument();
    expectSocialLinks(social);
  });

  it("leaves the social links out unless showSocial is true", () => {
    renderSections({ ...contactDetailsWithSocialLinks, showSocial: undefined });
    // The address, phone and e-mail links only: no profile of site.social.
    const { company } = site;
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      company.mapsUrl,
      `tel:${company.phone.replace(/[^\d+]/g, "")}`,
      `mailto:${company.email}`,
    ]);
    expect(screen.queryByText(contactDetailsWithSocialLinks.socialTitle!)).toBeNull();
  });
});
