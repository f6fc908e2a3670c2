import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { StatsRowBlock } from "../../../core/generated/site-data.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import lists from "../parts/plain-list.module.css";
import classes from "./StatsRow.module.css";

/** Up to four per row on large screens; five or six make two even rows of three. */
const largeScreenColumns = (count: number) => (count > 4 ? Math.ceil(count / 2) : count);

export function StatsRow({ block }: { block: StatsRowBlock }) {
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      {/* Each figure and its label are one list item, read together: "100+ Projects delivered". */}
      <SimpleGrid
        component="ul"
        cols={{ base: 2, lg: largeScreenColumns(block.stats.length) }}
        spacing="xl"
        verticalSpacing="xl"
        className={lists.plain}
      >
        {block.stats.map((stat, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the block's entries have no id and may repeat; they are shown in their data's order, never reordered in place
          <Stack component="li" key={index} gap={4} align="center" ta="center">
            <span className={classes.value}>{stat.value}</span>
            <Text c="dimmed" fw={500}>
              {stat.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
