import { Stack, Text } from "@mantine/core";
import type { TextSectionBlock } from "../../../core/generated/site-data.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";

export function TextSection({ block }: { block: TextSectionBlock }) {
  return (
    <SectionContainer size="md">
      <SectionHeading heading={block.heading} />
      <Stack gap="md">
        {block.paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the block's entries have no id and may repeat; they are shown in their data's order, never reordered in place
          <Text key={index} size="lg">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </SectionContainer>
  );
}
