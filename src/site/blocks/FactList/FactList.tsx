import { Card, SimpleGrid, Text } from "@mantine/core";
import type { FactListBlock } from "../../../core/generated/site-data.ts";
import { useSite } from "../../render-context/site-context.tsx";
import { formatDate } from "../cards/format.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import classes from "./FactList.module.css";

/** Values such as an item's department ("engineering") are ids in lowercase words; they are shown capitalised. */
const lowercaseWords = /^[a-z][a-z -]*$/;
/** A date in site data ("2026-11-02"), such as a job's closing date: shown as visitors read dates, machine-readable too. */
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function FactList({ block }: { block: FactListBlock }) {
  const { seo } = useSite();
  const count = block.facts.length;
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      <SimpleGrid
        component="dl"
        cols={{ base: 1, sm: Math.min(count, 3), lg: Math.min(count, 5) }}
        spacing="lg"
        className={classes.facts}
      >
        {block.facts.map((fact, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the block's entries have no id and may repeat; they are shown in their data's order, never reordered in place
          <Card key={index} withBorder radius="md" padding="lg">
            <Text component="dt" size="sm" c="dimmed">
              {fact.label}
            </Text>
            <Text
              component="dd"
              size="lg"
              fw={600}
              className={lowercaseWords.test(fact.value) ? `${classes.value} ${classes.capitalized}` : classes.value}
            >
              {isoDate.test(fact.value) ? (
                <time dateTime={fact.value}>{formatDate(fact.value, seo.locale)}</time>
              ) : (
                fact.value
              )}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
