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
          <Text key={index} size="lg">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </SectionContainer>
  );
}
