import { Text } from "@mantine/core";
import type { RichTextBlock } from "../../../core/generated/site-data.ts";
import { useCurrentItemField } from "../page-items-context.tsx";
import { MarkdownText } from "../parts/MarkdownText.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import classes from "./RichText.module.css";

export function RichText({ block }: { block: RichTextBlock }) {
  const fromItem = useCurrentItemField(block.from);
  const markdown = block.text ?? (typeof fromItem === "string" ? fromItem : "");
  if (!markdown) return null;
  return (
    <SectionContainer size="md">
      {block.heading && <SectionHeading heading={block.heading} />}
      {block.note && (
        <Text c="dimmed" mb="lg">
          {block.note}
        </Text>
      )}
      <MarkdownText markdown={markdown} className={classes.text} />
    </SectionContainer>
  );
}
