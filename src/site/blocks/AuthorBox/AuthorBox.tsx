import { Card, Group, Text, Title } from "@mantine/core";
import type { AuthorBoxBlock } from "../../../core/generated/site-data.ts";
import { useCurrentItemField, useItem } from "../page-items-context.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { avatarSize } from "../../../core/images/image-places.ts";
import { fixedWidth } from "../../../core/images/layout-width.ts";
import { SiteImage } from "../parts/SiteImage.tsx";

export function AuthorBox({ block }: { block: AuthorBoxBlock }) {
  const authorId = useCurrentItemField("author");
  const author = useItem("authors", typeof authorId === "string" ? authorId : "");
  if (!author) return null;
  return (
    <SectionContainer size="md" py={32}>
      <Card withBorder radius="md" padding="xl">
        <Title order={2} size="h4">
          {block.label}
        </Title>
        <Group mt="md" align="flex-start" wrap="nowrap" gap="lg">
          <SiteImage
            image={author.image}
            layout={fixedWidth(avatarSize)}
            style={{ borderRadius: "50%", width: avatarSize, height: avatarSize, objectFit: "cover" }}
          />
          <div>
            <Text fw={700}>{author.name}</Text>
            <Text c="dimmed" size="sm">
              {author.title}
            </Text>
            <Text mt="xs">{author.bio}</Text>
          </div>
        </Group>
      </Card>
    </SectionContainer>
  );
}
