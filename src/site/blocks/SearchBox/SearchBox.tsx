import { Anchor, Box, Button, Card, Group, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useId } from "react";
import { searchIndexPath } from "./search-index.ts";
import type { SearchBoxBlock } from "../../../core/generated/site-data.ts";
import { Island } from "../../islands/Island.tsx";
import { searchMarkers } from "./search-markers.ts";
import { needsScriptAttribute } from "../../shell/needs-script.ts";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { TextField } from "../parts/TextField.tsx";
import prose from "../parts/MarkdownText.module.css";
import classes from "./SearchBox.module.css";

/**
 * A search field that lists what it finds right under it as the visitor types. Searching needs the island's code
 * (src/site/blocks/SearchBox/island.ts): with scripts off the field is not shown. Text typed before the code arrives is searched
 * as soon as it does.
 */
export function SearchBox({ block }: { block: SearchBoxBlock }) {
  const resultsId = useId();

  return (
    <SectionContainer size="md" {...{ [needsScriptAttribute]: "" }}>
      {block.heading && <SectionHeading heading={block.heading} />}
      {/*
        A search index grows with what it searches (every post): a file of its own (src/site/blocks/SearchBox/search-index.ts) keeps
        it out of the page, and the island fetches it with its code when the visitor starts to use the field.
      */}
      <Island type="searchBox" propsUrl={searchIndexPath(block.finds)}>
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the search landmark in every browser and screen reader; the newer <search> element is not yet. */}
        <form role="search" aria-label={block.label} action="#">
          <Group gap="xs" wrap="nowrap">
            <TextField
              type="search"
              aria-label={block.label}
              placeholder={block.placeholder}
              icon={<IconSearch size={18} aria-hidden />}
              aria-controls={resultsId}
              {...{ [searchMarkers.field]: "" }}
            />
            <Button type="submit" size="md">
              {block.buttonLabel}
            </Button>
          </Group>
        </form>
        <div id={resultsId} aria-live="polite" {...{ [searchMarkers.results]: "" }}>
          {block.resultsLabel && (
            <VisuallyHidden component="h3" hidden>
              {block.resultsLabel}
            </VisuallyHidden>
          )}
          <Text c="dimmed" mt="md" hidden {...{ [searchMarkers.none]: "" }}>
            {block.noResults}
          </Text>
          <ul className={classes.results} {...{ [searchMarkers.list]: "" }} />
          {/* One result, for the island to copy and fill: a result looks exactly like the rest of the site. */}
          <ul hidden {...{ [searchMarkers.template]: "" }}>
            <li>
              <Card withBorder radius="md" padding="md">
                <Title order={4} size="h5">
                  <Anchor href="#" {...{ [searchMarkers.slot]: "link" }} />
                </Title>
                <Text size="sm" c="dimmed" mt={4} {...{ [searchMarkers.slot]: "text" }} />
                <Box mt={4} className={prose.prose} {...{ [searchMarkers.slot]: "html" }} />
              </Card>
            </li>
          </ul>
        </div>
      </Island>
    </SectionContainer>
  );
}
