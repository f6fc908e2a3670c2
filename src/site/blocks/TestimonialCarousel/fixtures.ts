import { onlyExample } from "../../../../tests/unit/block-examples.ts";

/** A row of testimonials, by their ids. */
export const testimonialRow = onlyExample("testimonialCarousel");
