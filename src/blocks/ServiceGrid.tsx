import { Anchor, SimpleGrid, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import type { ServiceGridBlock } from "../generated/site-data.ts";
import { SmartLink } from "../app/SmartLink.tsx";
import { icons } from "./icons.ts";
import { useCollectionItems } from "./page-items-context.tsx";
import { RevealCard } from "./parts/RevealCard.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";
import classes from "./ServiceGrid.module.css";

const iconColors = ["brand", "green", "violet", "orange", "red"];

export function ServiceGrid({ block }: { block: ServiceGridBlock }) {
  const services = useCollectionItems("services", block.services);
  return (
    <SectionContainer>
      <SectionHeading heading={block.heading} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }} spacing="lg">
        {services.map((service, index) => {
          const Icon = icons[service.icon];
          return (
            <RevealCard key={service.id} index={index}>
              <ThemeIcon size={56} radius="md" variant="light" color={iconColors[index % iconColors.length]}>
                <Icon size={30} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {service.title}
              </Title>
              <Text c="dimmed" mt="xs" className={classes.description}>
                {service.description}
              </Text>
              {/* The hidden title makes each link's text unique for screen readers and SEO audits. */}
              <Anchor component={SmartLink} href={`/services/${service.id}`} fw={600} mt="md" className={classes.link}>
                {block.linkLabel} <VisuallyHidden>{service.title}</VisuallyHidden>
                <IconArrowRight size={16} aria-hidden />
              </Anchor>
            </RevealCard>
          );
        })}
      </SimpleGrid>
    </SectionContainer>
  );
}
