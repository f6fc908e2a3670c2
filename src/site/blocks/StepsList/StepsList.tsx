import { SimpleGrid, Text, Title } from "@mantine/core";
import type { ProcessStep, StepsListBlock } from "../../../core/generated/site-data.ts";
import { hasTexts, useOwnListOrField } from "../parts/item-list.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import lists from "../parts/plain-list.module.css";
import classes from "./StepsList.module.css";

const isStep = hasTexts<ProcessStep>("title", "description");

export function StepsList({ block }: { block: StepsListBlock }) {
  const steps = useOwnListOrField(block.steps, block.from, isStep);
  if (!steps.length) return null;
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 2, lg: block.columns ?? 3 }}
        spacing="xl"
        verticalSpacing={48}
        className={lists.plain}
      >
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the block's entries have no id and may repeat; they are shown in their data's order, never reordered in place
          <li key={index} className={classes.step}>
            {/* The list already tells screen readers each step's number. */}
            <span className={classes.number} aria-hidden>
              {index + 1}
            </span>
            <Title order={3} size="h4" mt="md">
              {step.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {step.description}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
