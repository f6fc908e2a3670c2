import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ComponentType } from "react";
import type { AnyItem } from "../../../core/content/item-source.ts";
import type { CollectionGridBlock } from "../../../core/generated/site-data.ts";
import { cardFor } from "../cards/card-for.tsx";
import { useItemCounts, usePageContent, useSourceItems } from "../page-items-context.tsx";
import { ActionButton } from "../parts/ActionButton.tsx";
import { PageLinks } from "./PageLinks.tsx";
import { RadioTabs, tabCellClass, tabNoteClass, tabWideClass } from "../parts/RadioTabs.tsx";
import classes from "./CollectionGrid.module.css";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { TabLinks } from "./TabLinks.tsx";
import { gridOfCards } from "../../../core/images/image-places.ts";
import { BlockWidthContext, useBlockWidth } from "../block-width-context.tsx";

const matchesTab = (value: unknown, tab: string) => (Array.isArray(value) ? value.includes(tab) : value === tab);

/** Three to a row on large screens, a list whose last row would hold one card alone ends in two rows of two instead. */
const lonelyAtThree = (count: number) => count > 3 && count % 3 === 1;

/**
 * Cards of a collection's items. With tabs, every card is in the page and the chosen tab shows its own (radio
 * buttons and CSS: parts/RadioTabs.tsx), so filtering needs no script; a tab with nothing in it shows the block's
 * note instead. Tabs with "linksTo" are links to other pages instead (parts/TabLinks.tsx). A grid with "pageSize"
 * shows the items of the page of its listing being built (src/core/content/listing-pages.ts narrowed its source to
 * them), with links to the other pages under it. Three to a row, a last row of one card alone becomes two rows of two
 * (under each tab, for its own cards): the grid has six tracks, a card spans two, and each of the last four spans three.
 */
export function CollectionGrid({ block }: { block: CollectionGridBlock }) {
  const items = useSourceItems(block.source) as unknown as AnyItem[];
  const { pagination } = usePageContent();
  const Card = cardFor(block.source.collection) as ComponentType<{ item: AnyItem; count?: number }> | undefined;
  const counts = useItemCounts(block.count);
  const cell = gridOfCards(useBlockWidth(), block.columns ?? 3);
  // A section whose list is empty is hidden (a product without testimonials), unless it has a note for that.
  if (!Card || (items.length === 0 && !block.empty)) return null;

  const filterTabs = block.tabs?.linksTo ? undefined : block.tabs;
  const tabs = filterTabs ? [filterTabs.allLabel, ...filterTabs.options.map((option) => option.label)] : [];
  const tabsOf = (item: AnyItem) => [
    0,
    ...(filterTabs?.options ?? []).flatMap((option, index) =>
      matchesTab(item[filterTabs!.field], option.value) ? [index + 1] : [],
    ),
  ];
  const columns = block.columns ?? 3;
  const tabLists = filterTabs ? tabs.map((_, tab) => items.filter((item) => tabsOf(item).includes(tab))) : [items];
  const evenRows = columns === 3 && tabLists.some((list) => lonelyAtThree(list.length));
  const wideUnder = (item: AnyItem) =>
    tabLists.flatMap((list, tab) => (lonelyAtThree(list.length) && list.slice(-4).includes(item) ? [tab] : []));
  const cellClass = (item: AnyItem) => {
    const wide = evenRows ? wideUnder(item) : [];
    const own = evenRows
      ? [classes.pair, ...(filterTabs ? wide.map(tabWideClass) : wide.length ? [classes.wide] : [])]
      : [];
    return [filterTabs ? tabCellClass(tabsOf(item)) : "", ...own].filter(Boolean).join(" ") || undefined;
  };
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
        <SimpleGrid cols={{ base: 1, sm: 2, lg: evenRows ? 6 : columns }} spacing="lg">
          {items.map((item) => (
            <div key={item.id} className={cellClass(item)}>
              <BlockWidthContext.Provider value={cell}>
                <Card item={item} count={counts?.[item.id]} />
              </BlockWidthContext.Provider>
            </div>
          ))}
        </SimpleGrid>
      )}
      {filterTabs
        ? tabs.map((_, tab) =>
            items.some((item) => tabsOf(item).includes(tab)) ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tab is its number: the notes, cells and radio buttons of tabs are matched by position
              <div key={tab} className={tabNoteClass(tab)}>
                {note}
              </div>
            ),
          )
        : items.length === 0 && note}
    </>
  );

  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      {block.tabs?.linksTo && (
        <TabLinks tabs={{ ...block.tabs, linksTo: block.tabs.linksTo }} collection={block.source.collection} />
      )}
      {filterTabs ? (
        <RadioTabs label={filterTabs.label ?? filterTabs.allLabel} tabs={tabs}>
          {grid}
        </RadioTabs>
      ) : (
        grid
      )}
      {block.pageSize && pagination && pagination.count > 1 && <PageLinks pagination={pagination} />}
    </SectionContainer>
  );
}
