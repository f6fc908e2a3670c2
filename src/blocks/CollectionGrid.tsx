import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ComponentType } from "react";
import type { AnyItem } from "../content/item-source.ts";
import type { CollectionGridBlock } from "../generated/site-data.ts";
import { cardFor } from "./cards/card-for.tsx";
import { useSourceItems } from "./page-items-context.tsx";
import { ActionButton } from "./parts/ActionButton.tsx";
import { RadioTabs, tabCellClass, tabNoteClass } from "./parts/RadioTabs.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";
import { gridOfCards } from "../images/image-places.ts";
import { BlockWidthContext, useBlockWidth } from "./block-width-context.tsx";

const matchesTab = (value: unknown, tab: string) => (Array.isArray(value) ? value.includes(tab) : value === tab);

/**
 * Cards of a collection's items. With tabs, every card is in the page and the chosen tab shows its own (radio
 * buttons and CSS: parts/RadioTabs.tsx), so filtering needs no script; a tab with nothing in it shows the block's
 * note instead.
 */
export function CollectionGrid({ block }: { block: CollectionGridBlock }) {
  const items = useSourceItems(block.source) as unknown as AnyItem[];
  const Card = cardFor(block.source.collection) as ComponentType<{ item: AnyItem }> | undefined;
  const cell = gridOfCards(useBlockWidth(), block.columns ?? 3);
  // A section whose list is empty is hidden (a product without testimonials), unless it has a note for that.
  if (!Card || (items.length === 0 && !block.empty)) return null;

  const tabs = block.tabs ? [block.tabs.allLabel, ...block.tabs.options.map((option) => option.label)] : [];
  const tabsOf = (item: AnyItem) => [0, ...(block.tabs?.options ?? []).flatMap((option, index) => (matchesTab(item[block.tabs!.field], option.value) ? [index + 1] : []))];
  const note = block.empty && (
    <Stack align="center" gap="md" py="xl">
      <Text size="lg" c="dimmed" ta="center">
        {block.empty.message}
      </Text>
      {block.empty.action && <ActionButton action={block.empty.action} variant="light" />}
    </Stack>
  );
  const grid = (
    <>
      {items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }} spacing="lg">
          {items.map((item) => (
            <div key={item.id} className={block.tabs ? tabCellClass(tabsOf(item)) : undefined}>
              <BlockWidthContext.Provider value={cell}>
                <Card item={item} />
              </BlockWidthContext.Provider>
            </div>
          ))}
        </SimpleGrid>
      )}
      {block.tabs
        ? tabs.map((_, tab) => (items.some((item) => tabsOf(item).includes(tab)) ? null : <div key={tab} className={tabNoteClass(tab)}>{note}</div>))
        : items.length === 0 && note}
    </>
  );

  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      {block.tabs ? (
        <RadioTabs label={block.tabs.label ?? block.tabs.allLabel} tabs={tabs}>
          {grid}
        </RadioTabs>
      ) : (
        grid
      )}
    </SectionContainer>
  );
}
