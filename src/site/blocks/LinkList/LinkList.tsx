import { Anchor, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { SmartLink } from "../../render-context/SmartLink.tsx";
import type { AnyItem } from "../../../core/content/item-source.ts";
import type { CollectionName } from "../../../core/content/types.ts";
import type { Action, ItemCount, ItemSource, LinkListBlock } from "../../../core/generated/site-data.ts";
import { useItemCounts, useItemHref, useSourceItems } from "../page-items-context.tsx";
import { ActionButton } from "../parts/ActionButton.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import classes from "./LinkList.module.css";

type Orientation = NonNullable<LinkListBlock["orientation"]>;

export function LinkList({ block }: { block: LinkListBlock }) {
  const orientation = block.orientation ?? "vertical";
  const list = block.source ? (
    <ItemLinks source={block.source} count={block.count} orientation={orientation} />
  ) : (
    block.links && <ActionLinks links={block.links} orientation={orientation} />
  );
  if (!list) return null;
  return (
    <SectionContainer>
      {block.heading && <SectionHeading heading={block.heading} />}
      {list}
    </SectionContainer>
  );
}

function ActionLinks({ links, orientation }: { links: Action[]; orientation: Orientation }) {
  return (
    <LinkItems orientation={orientation}>
      {links.map((link) => (
        <li key={link.href}>
          <LinkItem action={link} orientation={orientation} />
        </li>
      ))}
    </LinkItems>
  );
}

/** The source's items in its order, each linking to its page, with how many counted items name it when asked. */
function ItemLinks({
  source,
  count,
  orientation,
}: {
  source: ItemSource;
  count?: ItemCount;
  orientation: Orientation;
}) {
  const items = useSourceItems(source) as unknown as AnyItem[];
  const counts = useItemCounts(count);
  if (!items.length) return null;
  const countOf = (id: string) => (count ? (counts?.[id] ?? 0) : undefined);
  return (
    <LinkItems orientation={orientation}>
      {items.map((item) => (
        <ItemLink
          key={item.id}
          collection={source.collection}
          item={item}
          count={countOf(item.id)}
          orientation={orientation}
        />
      ))}
    </LinkItems>
  );
}

/** An item is listed by its name (e.g. a category) or its title (e.g. a post). */
const nameOf = (item: AnyItem) => String(item.name ?? item.title ?? item.id);

function ItemLink({
  collection,
  item,
  count,
  orientation,
}: {
  collection: CollectionName;
  item: AnyItem;
  count?: number;
  orientation: Orientation;
}) {
  const href = useItemHref(collection, item);
  const name = nameOf(item);
  return (
    <Group component="li" gap="xs" wrap="nowrap">
      {href ? <LinkItem action={{ label: name, href }} orientation={orientation} /> : <Text>{name}</Text>}
      {count !== undefined && <Text c="dimmed">({count})</Text>}
    </Group>
  );
}

function LinkItems({ orientation, children }: { orientation: Orientation; children: ReactNode }) {
  return orientation === "horizontal" ? (
    <Group component="ul" gap="sm" className={classes.list}>
      {children}
    </Group>
  ) : (
    <Stack component="ul" gap="sm" className={classes.list}>
      {children}
    </Stack>
  );
}

/** A plain link in a vertical list; a small pill in a horizontal row. */
function LinkItem({ action, orientation }: { action: Action; orientation: Orientation }) {
  if (orientation === "horizontal") return <ActionButton action={action} variant="light" radius="xl" size="sm" />;
  return (
    <Anchor component={SmartLink} href={action.href} fw={500}>
      {action.label}
      {action.context && <VisuallyHidden>&nbsp;{action.context}</VisuallyHidden>}
    </Anchor>
  );
}
