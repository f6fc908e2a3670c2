import { Card, Group, Text } from "@mantine/core";
import { IconQuote } from "@tabler/icons-react";
import type { Testimonial } from "../../../core/generated/site-data.ts";
import { portraitSize } from "../../../core/images/image-places.ts";
import { fixedWidth } from "../../../core/images/layout-width.ts";
import { SiteImage } from "./SiteImage.tsx";
import classes from "./TestimonialCard.module.css";

function byline({ position, company }: Testimonial): string {
  return position ? `${position}, ${company}` : company;
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" withBorder shadow="sm" radius="md" padding="xl" h="100%" m={0}>
      <IconQuote size={32} aria-hidden className={classes.mark} />
      <Text component="blockquote" size="lg" fs="italic" m={0} mt="sm" className={classes.quote}>
        {testimonial.quote}
      </Text>
      <Group component="figcaption" gap="sm" wrap="nowrap" mt="lg">
        {testimonial.image && (
          <SiteImage image={testimonial.image} layout={fixedWidth(portraitSize)} className={classes.portrait} />
        )}
        <div>
          <Text fw={700}>{testimonial.author}</Text>
          <Text size="sm" c="dimmed">
            {byline(testimonial)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
