import { Text, Title } from "@mantine/core";
import type { NotFoundBlock } from "../../../core/generated/site-data.ts";
import { notFoundAttribute } from "../../shell/not-found.ts";
import { ActionButton } from "../parts/ActionButton.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";

export function NotFound({ block }: { block: NotFoundBlock }) {
  return (
    <SectionContainer size="sm" ta="center" {...{ [notFoundAttribute]: "" }}>
      {block.code && (
        <Text fz={{ base: 80, sm: 120 }} fw={900} lh={1} c="brand.7">
          {block.code}
        </Text>
      )}
      <Title order={1} mt="md">
        {block.title}
      </Title>
      <Text c="dimmed" size="lg" mt="md">
        {block.message}
      </Text>
      <ActionButton action={block.action} size="md" mt="xl" />
    </SectionContainer>
  );
}
