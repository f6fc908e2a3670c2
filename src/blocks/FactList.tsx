import { Card, SimpleGrid, Text } from "@mantine/core";
import type { FactListBlock } from "../generated/site-data.ts";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";
import classes from "./FactList.module.css";

/** Values such as an item's department ("engineering") are ids in lowercase words; they are shown capitalised. */
const lowercaseWords = /^[a-z][a-z -]*$/;

export function FactList({ block }: { block: FactListBlock }) {
  const count = block.facts.length;
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      <SimpleGrid component="dl" cols={{ base: 1, sm: Math.min(count, 3), lg: Math.min(count, 4) }} spacing="lg" className={classes.facts}>
        {block.facts.map((fact, index) => (
          <Card key={index} withBorder radius="md" padding="lg">
            <Text component="dt" size="sm" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="lg" fw={600} className={lowercaseWords.test(fact.value) ? `${classes.value} ${classes.capitalized}` : classes.value}>
              {fact.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
