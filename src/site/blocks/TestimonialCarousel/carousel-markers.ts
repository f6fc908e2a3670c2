/** The parts of a testimonialCarousel block its island takes over (src/site/blocks/TestimonialCarousel/TestimonialCarousel.tsx, src/site/blocks/TestimonialCarousel/island.ts). */
export const carouselMarkers = {
  /** On the carousel: going past either end comes round to the other. */
  loop: "data-loop",
  row: "data-carousel-row",
  previous: "data-carousel-previous",
  next: "data-carousel-next",
} as const;
