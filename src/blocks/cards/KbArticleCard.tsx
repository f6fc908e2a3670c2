import { Anchor, Card, Text, Title, VisuallyHidden } from "@mantine/core";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useSite } from "../../render-context/site-context.tsx";
import type { KbArticle } from "../../generated/site-data.ts";
import { useItemHref } from "../page-items-context.tsx";
import classes from "./cards.module.css";

/** A knowledge-base article: its title, the sentence that says what it covers, and a link to it. */
export function KbArticleCard({ item: article }: { item: KbArticle }) {
  const { labels } = useSite();
  const href = useItemHref("kbArticles", article);
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card}>
      <Title order={3} size="h5">
        {article.title}
      </Title>
      <Text c="dimmed" fz="sm" mt="xs" className={classes.grow}>
        {article.description}
      </Text>
      {href && (
        <Anchor component={SmartLink} href={href} fw={600} fz="sm" mt="sm">
          {labels.readArticle}
          <VisuallyHidden>: {article.title}</VisuallyHidden>
        </Anchor>
      )}
    </Card>
  );
}
