import { Carousel } from "@mantine/carousel";
import type { TestimonialCarouselBlock } from "../generated/site-data.ts";
import { useSite } from "../app/site-context.tsx";
import { useCollectionItems } from "./page-items-context.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";
import { TestimonialCard } from "./parts/TestimonialCard.tsx";
import classes from "./TestimonialCarousel.module.css";
import carouselStyles from "./carousel-styles.css?url";

export function TestimonialCarousel({ block }: { block: TestimonialCarouselBlock }) {
  const { labels } = useSite();
  const testimonials = useCollectionItems("testimonials", block.testimonials);
  return (
    <SectionContainer>
      {/* Hoisted into the <head> by React and the prerender: laid out from the first paint. (No URL in unit tests.) */}
      {carouselStyles && <link rel="stylesheet" href={carouselStyles} precedence="default" />}
      <SectionHeading heading={block.heading} />
      <Carousel
        emblaOptions={{ loop: block.loop ?? true, align: "start", dragThreshold: 10 }}
        slideSize={{ base: "100%", sm: "50%", lg: "33.333%" }}
        slideGap="lg"
        classNames={{ root: classes.root }}
        controlSize={36}
        controlsOffset={0}
        withKeyboardEvents
        previousControlProps={{ "aria-label": labels.previousSlide }}
        nextControlProps={{ "aria-label": labels.nextSlide }}
      >
        {testimonials.map((testimonial) => (
          <Carousel.Slide key={testimonial.id} aria-label={testimonial.author}>
            <TestimonialCard testimonial={testimonial} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </SectionContainer>
  );
}
