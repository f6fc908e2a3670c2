import { AspectRatio, Badge, Card, Group, Text, Title, VisuallyHidden, Anchor } from "@mantine/core";
import { SmartLink } from "../../app/SmartLink.tsx";
import { useSite } from "../../app/site-context.tsx";
import type { PostWithReadTime } from "../../content/types.ts";
import { useItem, useItemHref } from "../page-items-context.tsx";
import { useBlockWidth } from "../block-width-context.tsx";
import { SiteImage } from "../parts/SiteImage.tsx";
import { formatDate } from "./format.ts";
import classes from "./cards.module.css";

/** A blog post's card: picture, category, title, excerpt, date and read time, author, "Read More". */
export function PostCard({ item: post }: { item: PostWithReadTime }) {
  const { labels, seo } = useSite();
  const category = useItem("blogCategories", post.category);
  const author = useItem("authors", post.author);
  const href = useItemHref("posts", post.id);
  const cell = useBlockWidth();
  return (
    <Card withBorder shadow="sm" radius="md" padding="lg" className={classes.card}>
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <SiteImage image={post.image} layout={cell} className={classes.image} />
        </AspectRatio>
      </Card.Section>
      {category && (
        <Badge variant="light" mt="md">
          {category.name}
        </Badge>
      )}
      <Title order={3} size="h4" mt="sm">
        {post.title}
      </Title>
      <Text c="dimmed" mt="xs" className={classes.grow}>
        {post.excerpt}
      </Text>
      <Group gap="xs" mt="md" c="dimmed" fz="sm">
        <time dateTime={post.date}>{formatDate(post.date, seo.locale)}</time>
        <span aria-hidden>·</span>
        <span>
          {post.readMinutes} {labels.minRead}
        </span>
        {author && (
          <>
            <span aria-hidden>·</span>
            <span>{author.name}</span>
          </>
        )}
      </Group>
      {href && (
        <Anchor component={SmartLink} href={href} fw={600} mt="md">
          {labels.readMore}
          <VisuallyHidden>: {post.title}</VisuallyHidden>
        </Anchor>
      )}
    </Card>
  );
}
