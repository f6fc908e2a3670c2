import { Anchor, List, SimpleGrid, VisuallyHidden } from "@mantine/core";
import { IconArrowRight, IconCheck } from "@tabler/icons-react";
import type { ServiceGridBlock } from "../../../core/generated/site-data.ts";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useCollectionItems } from "../page-items-context.tsx";
import { IconCard } from "../parts/IconCard.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import classes from "./ServiceGrid.module.css";

/** Service cards cycle through five colour schemes (docs/decisions.md#d30). */
const iconColors = ["brand", "green", "violet", "orange", "red"];

export function ServiceGrid({ block }: { block: ServiceGridBlock }) {
  const services = useCollectionItems("services", block.services);
  return (
    <SectionContainer>
      <SectionHeading heading={block.heading} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }} spacing="lg">
        {services.map((service, index) => (
          <IconCard
            key={service.id}
            index={index}
            colors={iconColors}
            icon={service.icon}
            title={service.title}
            description={service.description}
          >
            {block.showFeatures && (
              <List spacing={6} mt="md" icon={<IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />}>
                {service.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            )}
            {/* The hidden title makes each link's text unique for screen readers and SEO audits. */}
            <Anchor component={SmartLink} href={`/services/${service.id}`} fw={600} mt="md" className={classes.link}>
              {block.linkLabel} <VisuallyHidden>{service.title}</VisuallyHidden>
              <IconArrowRight size={16} aria-hidden />
            </Anchor>
          </IconCard>
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
