import { Badge, Group } from "@mantine/core";
import type { ChipListBlock } from "../../../core/generated/site-data.ts";
import { isText, useOwnListOrField } from "../parts/item-list.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import lists from "../parts/plain-list.module.css";

export function ChipList({ block }: { block: ChipListBlock }) {
  const chips = useOwnListOrField(block.chips, block.from, isText);
  if (!chips.length) return null;
  return (
    <SectionContainer size="md">
      {block.heading && <SectionHeading heading={block.heading} />}
      <Group component="ul" justify="center" gap="sm" className={lists.plain}>
        {chips.map((chip) => (
          <li key={chip}>
            {/* Names such as "Node.js" keep their own case (a badge is uppercase by default). */}
            <Badge size="xl" variant="light" radius="xl" tt="none" fw={500}>
              {chip}
            </Badge>
          </li>
        ))}
      </Group>
    </SectionContainer>
  );
}
