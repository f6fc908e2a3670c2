import { ActionIcon } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import type { TestimonialCarouselBlock } from "../../../core/generated/site-data.ts";
import { useSite } from "../../render-context/site-context.tsx";
import { carouselMarkers } from "./carousel-markers.ts";
import { Island } from "../../islands/Island.tsx";
import { needsScriptAttribute } from "../../shell/needs-script.ts";
import { useCollectionItems } from "../page-items-context.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { TestimonialCard } from "../parts/TestimonialCard.tsx";
import classes from "./TestimonialCarousel.module.css";

/**
 * Testimonials in a row that scrolls sideways and snaps to each card: a thumb swipes it, a keyboard scrolls it
 * (the row takes focus), with no script. The previous/next buttons (and the arrow keys anywhere in it) are the
 * island's (src/site/blocks/TestimonialCarousel/island.ts): a tap on them before its code arrives is kept and carried out once it does.
 */
export function TestimonialCarousel({ block }: { block: TestimonialCarouselBlock }) {
  const { labels } = useSite();
  const testimonials = useCollectionItems("testimonials", block.testimonials);
  return (
    <SectionContainer>
      <SectionHeading heading={block.heading} />
      <Island type="testimonialCarousel">
        <div className={classes.carousel} {...{ [carouselMarkers.loop]: block.loop === false ? undefined : "" }}>
          <ul
            className={classes.row}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the row scrolls sideways, so a keyboard must be able to reach it, with no script (axe's scrollable-region-focusable).
            tabIndex={0}
            aria-label={block.heading.title}
            {...{ [carouselMarkers.row]: "" }}
          >
            {testimonials.map((testimonial) => (
              <li key={testimonial.id} className={classes.slide} aria-label={testimonial.author}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          <ActionIcon
            className={classes.previous}
            aria-label={labels.previousSlide}
            variant="default"
            radius="xl"
            size={36}
            {...{ [carouselMarkers.previous]: "", [needsScriptAttribute]: "" }}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            className={classes.next}
            aria-label={labels.nextSlide}
            variant="default"
            radius="xl"
            size={36}
            {...{ [carouselMarkers.next]: "", [needsScriptAttribute]: "" }}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </div>
      </Island>
    </SectionContainer>
  );
}
