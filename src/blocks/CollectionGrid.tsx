import { SimpleGrid, Stack, Text } from "@mantine/core";
import { use, useState, type ComponentType } from "react";
import type { AnyItem } from "../content/item-source.ts";
import type { CollectionGridBlock } from "../generated/site-data.ts";
import { loadCard, loadedCard, loadedGridTabs, loadGridTabs } from "./cards/card-for.tsx";
import { useSourceItems } from "./page-items-context.tsx";
import { matchesQuery, usePageSearch } from "./page-search-context.tsx";
import { ActionButton } from "./parts/ActionButton.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";

const allTab = "all";
const matchesTab = (value: unknown, tab: string) => tab === allTab || (Array.isArray(value) ? value.includes(tab) : value === tab);

/** The texts a search looks in: an item's title or name, and its excerpt or description. */
const searchTexts = (item: AnyItem) => ["title", "name", "excerpt", "description", "summary"].map((field) => (typeof item[field] === "string" ? (item[field] as string) : undefined));

export function CollectionGrid({ block }: { block: CollectionGridBlock }) {
  const items = useSourceItems(block.source) as unknown as AnyItem[];
  const [tab, setTab] = useState(allTab);
  const [query] = usePageSearch(block.source.collection);
  // Loaded before the page hydrates (src/hydrate.tsx); on a later visit, the grid waits for it (Suspense).
  const pending = loadedCard(block.source.collection) ? undefined : loadCard(block.source.collection);
  const Card = (loadedCard(block.source.collection) ?? (pending ? use(pending) : undefined)) as ComponentType<{ item: AnyItem }> | undefined;
  const Tabs = block.tabs ? (loadedGridTabs() ?? use(loadGridTabs())) : undefined;
  // A section whose list is empty is hidden (a product without testimonials), unless it has a note for that.
  if (!Card || (items.length === 0 && !block.empty)) return null;

  const shown = items.filter((item) => (!block.tabs || matchesTab(item[block.tabs.field], tab)) && (!block.searchable || matchesQuery(query, searchTexts(item))));
  const grid = shown.length ? (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }} spacing="lg">
      {shown.map((item) => (
        <Card key={item.id} item={item} />
      ))}
    </SimpleGrid>
  ) : (
    block.empty && (
      <Stack align="center" gap="md" py="xl">
        <Text size="lg" c="dimmed" ta="center">
          {block.empty.message}
        </Text>
        {block.empty.action && <ActionButton action={block.empty.action} variant="light" />}
      </Stack>
    )
  );

  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      {block.tabs && Tabs ? (
        <Tabs tabs={block.tabs} value={tab} allValue={allTab} onChange={setTab}>
          {grid}
        </Tabs>
      ) : (
        grid
      )}
    </SectionContainer>
  );
}
