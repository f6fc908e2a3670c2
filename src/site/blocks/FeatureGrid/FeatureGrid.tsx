import { SimpleGrid } from "@mantine/core";
import type { Action, FeatureGridBlock, TitledText } from "../../../core/generated/site-data.ts";
import { ActionButton } from "../parts/ActionButton.tsx";
import { IconCard } from "../parts/IconCard.tsx";
import { hasTexts, useOwnListOrField } from "../parts/item-list.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";

/** Feature cards cycle through six colour schemes (docs/decisions.md#d30). */
const iconColors = ["brand", "teal", "violet", "orange", "pink", "cyan"];

/** A card from the page's item: a title and a description, maybe an icon (a service's approach, a product's benefits). */
const isCard = hasTexts<TitledText & { action?: Action }>("title", "description");

export function FeatureGrid({ block }: { block: FeatureGridBlock }) {
  const items = useOwnListOrField<TitledText & { action?: Action }>(block.items, block.from, isCard);
  if (!items.length) return null;
  return (
    <SectionContainer>
      <SectionHeading heading={block.heading} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }} spacing="lg">
        {items.map((item, index) => (
          <IconCard
            // biome-ignore lint/suspicious/noArrayIndexKey: the block's entries have no id and may repeat; they are shown in their data's order, never reordered in place
            key={index}
            index={index}
            colors={iconColors}
            icon={item.icon}
            title={item.title}
            description={item.description}
          >
            {item.action && <ActionButton action={item.action} variant="light" mt="md" />}
          </IconCard>
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
