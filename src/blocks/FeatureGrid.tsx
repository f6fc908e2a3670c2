import { SimpleGrid } from "@mantine/core";
import type { FeatureGridBlock } from "../generated/site-data.ts";
import { IconCard } from "./parts/IconCard.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";

/** Feature cards cycle through six colour schemes (SPEC "Business constants"). */
const iconColors = ["brand", "teal", "violet", "orange", "pink", "cyan"];

export function FeatureGrid({ block }: { block: FeatureGridBlock }) {
  return (
    <SectionContainer>
      <SectionHeading heading={block.heading} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }} spacing="lg">
        {block.items.map((item, index) => (
          <IconCard key={index} index={index} colors={iconColors} icon={item.icon} title={item.title} description={item.description} />
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
