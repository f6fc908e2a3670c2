import { SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import type { FeatureGridBlock } from "../generated/site-data.ts";
import { icons } from "./icons.ts";
import { RevealCard } from "./parts/RevealCard.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";

const iconColors = ["brand", "teal", "violet", "orange", "pink", "cyan"];

export function FeatureGrid({ block }: { block: FeatureGridBlock }) {
  return (
    <SectionContainer>
      <SectionHeading heading={block.heading} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }} spacing="lg">
        {block.items.map((item, index) => {
          const Icon = icons[item.icon];
          return (
            <RevealCard key={index} index={index}>
              <ThemeIcon size={56} radius="md" variant="light" color={iconColors[index % iconColors.length]}>
                <Icon size={30} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {item.title}
              </Title>
              <Text c="dimmed" mt="xs">
                {item.description}
              </Text>
            </RevealCard>
          );
        })}
      </SimpleGrid>
    </SectionContainer>
  );
}
