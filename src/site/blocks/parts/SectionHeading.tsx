import { Box, Text, Title } from "@mantine/core";
import type { SectionHeading as SectionHeadingData } from "../../../core/generated/site-data.ts";

export function SectionHeading({ heading }: { heading: SectionHeadingData }) {
  const centered = heading.centered ?? true;
  return (
    <Box ta={centered ? "center" : "left"} mb={48}>
      <Title order={2}>{heading.title}</Title>
      {heading.subtitle && (
        <Text c="dimmed" size="lg" mt="sm" maw={640} mx={centered ? "auto" : undefined}>
          {heading.subtitle}
        </Text>
      )}
    </Box>
  );
}
