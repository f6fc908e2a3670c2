import { Anchor, AspectRatio, Badge, Group, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import { useSite } from "../../render-context/site-context.tsx";
import type { PostWithReadTime } from "../../../core/content/types.ts";
import type { ArticleHeaderBlock } from "../../../core/generated/site-data.ts";
import { formatDate } from "../cards/format.ts";
import { useCurrentItem, useItem, usePageContent } from "../page-items-context.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { articleWidth } from "../../../core/images/layout-width.ts";
import { SiteImage } from "../parts/SiteImage.tsx";
import classes from "./ArticleHeader.module.css";

export function ArticleHeader({ block }: { block: ArticleHeaderBlock }) {
  const current = useCurrentItem();
  const post = current?.collection === "posts" ? (current.value as unknown as PostWithReadTime) : null;
  if (!post) return null;
  return <PostHeader block={block} post={post} />;
}

function PostHeader({ block, post }: { block: ArticleHeaderBlock; post: PostWithReadTime }) {
  const { labels, seo } = useSite();
  const { items, itemFolders } = usePageContent();
  const author = useItem("authors", post.author);
  const categories = [post.category, ...(post.tags ?? [])].flatMap((id) =>
    items.blogCategories[id] ? [items.blogCategories[id]] : [],
  );
  return (
    <SectionContainer size="md" pb={0}>
      <Anchor component={SmartLink} href={block.backAction.href} fw={600}>
        <Group gap={6} component="span">
          <IconArrowLeft size={18} aria-hidden />
          {block.backAction.label}
        </Group>
      </Anchor>
      <Group gap="xs" mt="xl">
        {categories.map((category) => (
          <Badge
            key={category.id}
            component={SmartLink}
            href={`${itemFolders.blogCategories}/${category.id}`}
            variant="light"
            style={{ cursor: "pointer" }}
          >
            {category.name}
          </Badge>
        ))}
      </Group>
      <Title order={1} mt="md">
        {post.title}
      </Title>
      <Group gap="xs" mt="md" c="dimmed">
        {author && (
          <Text span>
            {block.byLabel ? `${block.byLabel} ` : ""}
            {author.name}
          </Text>
        )}
        <span aria-hidden>·</span>
        <time dateTime={post.date}>{formatDate(post.date, seo.locale)}</time>
        <span aria-hidden>·</span>
        <Text span>
          {post.readMinutes} {labels.minRead}
        </Text>
      </Group>
      <AspectRatio ratio={16 / 9} mt="xl">
        <SiteImage image={post.image} layout={articleWidth} priority className={classes.image} />
      </AspectRatio>
    </SectionContainer>
  );
}
