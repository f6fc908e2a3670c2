import { Box, Text, Title } from "@mantine/core";
import type { CallToActionBlock } from "../../../core/generated/site-data.ts";
import { ActionPair } from "../parts/ActionPair.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";

export function CallToAction({ block }: { block: CallToActionBlock }) {
  return (
    <Box bg="brand.8">
      <SectionContainer ta="center">
        <Title order={2} c="white">
          {block.title}
        </Title>
        <Text c="white" size="lg" mt="md" maw={640} mx="auto">
          {block.description}
        </Text>
        <ActionPair primary={block.primaryAction} secondary={block.secondaryAction} justify="center" mt="xl" />
      </SectionContainer>
    </Box>
  );
}
