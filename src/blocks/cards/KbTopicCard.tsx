import { Anchor, Card, Text, Title, VisuallyHidden } from "@mantine/core";
import type { CSSProperties } from "react";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useSite } from "../../render-context/site-context.tsx";
import type { KbTopic } from "../../generated/site-data.ts";
import { icons } from "../icons.ts";
import { useItemHref } from "../page-items-context.tsx";
import iconClasses from "../parts/IconCard.module.css";
import classes from "./cards.module.css";

/** A knowledge-base topic: icon, title, description, how many articles it has (when the grid counts them) and a link to them. */
export function KbTopicCard({ item: topic, count }: { item: KbTopic; count?: number }) {
  const { labels } = useSite();
  const href = useItemHref("kbTopics", topic);
  const Icon = icons[topic.icon];
  const colours = {
    "--icon-bg": "var(--mantine-color-brand-light)",
    "--icon-fg": "var(--mantine-color-brand-light-color)",
  } as CSSProperties;
  return (
    <Card withBorder shadow="sm" radius="md" padding="xl" className={classes.card}>
      <span className={iconClasses.icon} style={colours}>
        <Icon size={30} aria-hidden />
      </span>
      <Title order={3} size="h4" mt="md">
        {topic.title}
      </Title>
      <Text c="dimmed" mt="xs" className={classes.grow}>
        {topic.description}
      </Text>
      {count !== undefined && (
        <Text fw={600} mt="md">
          {count} {count === 1 ? labels.article : labels.articles}
        </Text>
      )}
      {href && (
        <Anchor component={SmartLink} href={href} fw={600} mt="xs">
          {labels.browseArticles}
          <VisuallyHidden>: {topic.title}</VisuallyHidden>
        </Anchor>
      )}
    </Card>
  );
}
