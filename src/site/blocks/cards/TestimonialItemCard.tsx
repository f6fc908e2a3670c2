import type { Testimonial } from "../../../core/generated/site-data.ts";
import { TestimonialCard } from "../parts/TestimonialCard.tsx";

/** A testimonial as a grid card. */
export function TestimonialItemCard({ item }: { item: Testimonial }) {
  return <TestimonialCard testimonial={item} />;
}
