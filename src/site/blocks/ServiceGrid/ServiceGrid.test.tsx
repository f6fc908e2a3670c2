import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, expectLink, renderSections, startsWith } from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems } from "../../../../tests/unit/test-providers.tsx";
import { serviceCards } from "./fixtures.ts";

describe("serviceGrid", () => {
  it("shows a card per service: its title, description, and a link to its page", () => {
    const block = serviceCards;
    renderSections(block);
    const services = block.services.map((id) => allItems.services[id]);
    expectHeadings(2, [block.heading.title]);
    expectHeadings(
      3,
      services.map((service) => service.title),
    );
    for (const service of services) {
      expect(screen.getByText(service.description)).toBeInTheDocument();
      expectLink(startsWith(`${block.linkLabel} ${service.title}`), `/services/${service.id}`);
    }
  });
});
