import { AspectRatio, Badge, Card, Text, Title, VisuallyHidden, Anchor } from "@mantine/core";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useSite } from "../../render-context/site-context.tsx";
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
  const href = useItemHref("posts", post);
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
      {/* The author on a line of their own, then the date and the read time, each kept whole: a narrow card never
          ends a line with a lone "·" or leaves a name alone on the next. */}
      <Text c="dimmed" fz="sm" mt="md" className={classes.meta}>
        {author && <span className={classes.metaAuthor}>{author.name}</span>}
        <span className={classes.metaItem}>
          <time dateTime={post.date}>{formatDate(post.date, seo.locale)}</time>
        </span>{" "}
        <span className={classes.metaItem}>
          <span aria-hidden>· </span>
          {post.readMinutes} {labels.minRead}
        </span>
      </Text>
      {href && (
        <Anchor component={SmartLink} href={href} fw={600} mt="md">
          {labels.readMore}
          <VisuallyHidden>: {post.title}</VisuallyHidden>
        </Anchor>
      )}
    </Card>
  );
}
