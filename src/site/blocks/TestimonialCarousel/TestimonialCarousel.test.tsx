import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectHeadings, renderSections } from "../../../../tests/unit/block-test-helpers.tsx";
import { allItems, renderWithProviders, site } from "../../../../tests/unit/test-providers.tsx";
import { PageSections } from "../PageSections.tsx";
import { testimonialRow } from "./fixtures.ts";

describe("testimonialCarousel", () => {
  it("shows each testimonial's quote, byline and picture in a row that scrolls, with buttons only for scripts", () => {
    const block = testimonialRow;
    renderSections(block);
    const testimonials = block.testimonials.map((id) => allItems.testimonials[id]);
    expectHeadings(2, [block.heading.title]);
    // A row that scrolls by itself, named by its heading; its buttons are the island's, shown only with scripts.
    const row = screen.getByRole("list", { name: block.heading.title });
    expect(row).toHaveAttribute("tabindex", "0");
    for (const name of [site.labels.previousSlide, site.labels.nextSlide])
      expect(screen.getByRole("button", { name })).toHaveAttribute("data-needs-script");
    expect(document.querySelector('[data-island="testimonialCarousel"]')).toContainElement(row);
    for (const testimonial of testimonials) {
      const slide = within(row).getByRole("listitem", { name: testimonial.author });
      expect(within(slide).getByText(testimonial.quote)).toBeInTheDocument();
      expect(within(slide).getByText(`${testimonial.position}, ${testimonial.company}`)).toBeInTheDocument();
      expect(within(slide).getByAltText(testimonial.image!.alt)).toHaveAttribute("src", testimonial.image!.src);
    }
  });

  it("testimonial byline: the company alone when the testimonial has no position", () => {
    const [id] = testimonialRow.testimonials;
    const { position, ...withoutPosition } = allItems.testimonials[id];
    renderWithProviders(<PageSections sections={[testimonialRow]} />, {
      items: { ...allItems, testimonials: { [id]: withoutPosition } },
    });
    expect(screen.getByText(withoutPosition.company)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`${position},`))).toBeNull();
  });
});
