import { SimpleGrid, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { CheckListBlock } from "../../../core/generated/site-data.ts";
import { isText, useOwnListOrField } from "../parts/item-list.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import lists from "../parts/plain-list.module.css";
import classes from "./CheckList.module.css";

export function CheckList({ block }: { block: CheckListBlock }) {
  const items = useOwnListOrField(block.items, block.from, isText);
  if (!items.length) return null;
  return (
    <SectionContainer size="md">
      {block.heading && <SectionHeading heading={block.heading} />}
      <SimpleGrid component="ul" cols={{ base: 1, lg: 2 }} spacing="xl" verticalSpacing="md" className={lists.plain}>
        {items.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the block's entries have no id and may repeat; they are shown in their data's order, never reordered in place
          <li key={index} className={classes.item}>
            <span className={classes.check}>
              <IconCheck size={18} stroke={2.5} aria-hidden />
            </span>
            <Text className={classes.text}>{line}</Text>
          </li>
        ))}
      </SimpleGrid>
    </SectionContainer>
  );
}
