import { Text } from "@mantine/core";
import type { CSSProperties } from "react";
import type { KbTopic } from "../../../core/generated/site-data.ts";
import { useSite } from "../../render-context/site-context.tsx";
import { icons } from "../icons.ts";
import { useItemHref } from "../page-items-context.tsx";
import iconClasses from "../parts/IconCard.module.css";
import { ItemCard } from "./ItemCard.tsx";

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
    <ItemCard
      title={topic.title}
      titleGap="md"
      padding="xl"
      shadow="sm"
      above={
        <span className={iconClasses.icon} style={colours}>
          <Icon size={30} aria-hidden />
        </span>
      }
      description={topic.description}
      link={{ as: "anchor", href, label: labels.browseArticles, mt: "xs" }}
    >
      {count !== undefined && (
        <Text fw={600} mt="md">
          {count} {count === 1 ? labels.article : labels.articles}
        </Text>
      )}
    </ItemCard>
  );
}
