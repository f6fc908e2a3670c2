import { Badge, Text } from "@mantine/core";
import type { PostWithReadTime } from "../../../core/content/types.ts";
import { useSite } from "../../render-context/site-context.tsx";
import { useItem, useItemHref } from "../page-items-context.tsx";
import { formatDate } from "./format.ts";
import { ItemCard } from "./ItemCard.tsx";
import classes from "./cards.module.css";

/** A blog post's card: picture, category, title, excerpt, date and read time, author, "Read More". */
export function PostCard({ item: post }: { item: PostWithReadTime }) {
  const { labels, seo } = useSite();
  const category = useItem("blogCategories", post.category);
  const author = useItem("authors", post.author);
  const href = useItemHref("posts", post);
  return (
    <ItemCard
      title={post.title}
      titleGap="sm"
      padding="lg"
      shadow="sm"
      picture={post.image}
      above={
        category && (
          <Badge variant="light" mt="md">
            {category.name}
          </Badge>
        )
      }
      description={post.excerpt}
      link={{ as: "anchor", href, label: labels.readMore, mt: "md" }}
    >
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
    </ItemCard>
  );
}
