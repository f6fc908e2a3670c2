import { Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useId, useState, type FormEvent } from "react";
import { SmartLink } from "../app/SmartLink.tsx";
import type { AnyItem } from "../content/item-source.ts";
import type { SearchBoxBlock } from "../generated/site-data.ts";
import { usePageContent, useSourcesItems } from "./page-items-context.tsx";
import { matchesQuery, usePageSearch } from "./page-search-context.tsx";
import { MarkdownText } from "./parts/MarkdownText.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";
import { TextField } from "./parts/TextField.tsx";
import classes from "./SearchBox.module.css";

interface Found {
  key: string;
  title: string;
  /** Plain text under the title. */
  text?: string;
  /** Markdown under the title (an FAQ's answer). */
  markdown?: string;
  /** Where the result leads, and what it belongs to. */
  href?: string;
  context?: string;
}

const text = (item: AnyItem, field: string) => (typeof item[field] === "string" ? (item[field] as string) : undefined);

/** What a search finds in one collection's items: FAQs by question and answer, topics by their articles, others by title and summary. */
function findIn(collection: string, items: AnyItem[], query: string, folder: string | undefined): Found[] {
  if (collection === "faqs") {
    return items.filter((faq) => matchesQuery(query, [text(faq, "question"), text(faq, "answer")])).map((faq) => ({ key: `faqs/${faq.id}`, title: text(faq, "question")!, markdown: text(faq, "answer") }));
  }
  if (collection === "kbTopics") {
    return items.flatMap((topic) =>
      ((topic.articles as { title: string; description: string }[]) ?? [])
        .filter((article) => matchesQuery(query, [article.title, article.description]))
        .map((article, index) => ({ key: `kbTopics/${topic.id}/${index}/${article.title}`, title: article.title, text: article.description, href: folder && `${folder}/${topic.id}`, context: text(topic, "title") })),
    );
  }
  return items
    .filter((item) => matchesQuery(query, [text(item, "title") ?? text(item, "name"), text(item, "excerpt") ?? text(item, "description")]))
    .map((item) => ({ key: `${collection}/${item.id}`, title: (text(item, "title") ?? text(item, "name"))!, text: text(item, "excerpt") ?? text(item, "description"), href: folder && `${folder}/${item.id}` }));
}

/** At most this many results are listed; the count says how many there are. */
const shownResults = 8;

export function SearchBox({ block }: { block: SearchBoxBlock }) {
  const [filterQuery, setFilterQuery] = usePageSearch(block.filters ?? "");
  const [ownQuery, setOwnQuery] = useState("");
  const query = block.filters ? filterQuery : ownQuery;
  const setQuery = block.filters ? setFilterQuery : setOwnQuery;
  const finds = block.finds ?? [];
  const lists = useSourcesItems(finds);
  const { itemFolders } = usePageContent();
  const resultsId = useId();
  const searching = query.trim() !== "";
  const found = searching ? finds.flatMap((source, i) => findIn(source.collection, lists[i], query, itemFolders[source.collection])) : [];
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <SectionContainer size="md">
      {block.heading && <SectionHeading heading={block.heading} />}
      <form role="search" onSubmit={onSubmit} aria-label={block.label}>
        <Group gap="xs" wrap="nowrap">
          <TextField
            type="search"
            aria-label={block.label}
            placeholder={block.placeholder}
            icon={<IconSearch size={18} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            aria-controls={block.finds ? resultsId : undefined}
          />
          <Button type="submit" size="md">
            {block.buttonLabel}
          </Button>
        </Group>
      </form>
      {block.finds && (
        <div id={resultsId} aria-live="polite">
          {searching && (
            <Stack gap="xs" mt="md">
              {block.resultsLabel && <VisuallyHidden component="h3">{block.resultsLabel}</VisuallyHidden>}
              {found.length === 0 ? (
                <Text c="dimmed">{block.noResults}</Text>
              ) : (
                <ul className={classes.results}>
                  {found.slice(0, shownResults).map((result) => (
                    <li key={result.key}>
                      <Card withBorder radius="md" padding="md">
                        {result.context && (
                          <Text size="sm" c="dimmed">
                            {result.context}
                          </Text>
                        )}
                        <Title order={4} size="h5">
                          {result.href ? (
                            <Anchor component={SmartLink} href={result.href}>
                              {result.title}
                            </Anchor>
                          ) : (
                            result.title
                          )}
                        </Title>
                        {result.text && (
                          <Text size="sm" c="dimmed" mt={4}>
                            {result.text}
                          </Text>
                        )}
                        {result.markdown && <MarkdownText markdown={result.markdown} />}
                      </Card>
                    </li>
                  ))}
                </ul>
              )}
            </Stack>
          )}
        </div>
      )}
    </SectionContainer>
  );
}
