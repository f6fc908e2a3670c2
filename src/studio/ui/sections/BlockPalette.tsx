import { memo, useEffect, useMemo, useState } from "react";
import { Button, Card, Grid, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { api } from "../../api.ts";
import type { ToPreview } from "../../preview/preview-protocol.ts";
import { useSchemas } from "../../state/editor-store.ts";
import { blockTypes, newValue, withoutOwnValues } from "../../state/schema-tree.ts";
import { words } from "../../words.ts";
import { PreviewFrame } from "../preview/PreviewFrame.tsx";
import { EditorModal } from "../EditorModal.tsx";

/**
 * The block catalogue: every block type of schemas/block.schema.json with its schema's title and description, and its
 * schema's example rendered by the site's real component beside the list. Adding a block adds the example's shape with
 * its texts left empty for the person to write (withoutOwnValues): Publish waits at each until it is written.
 */
export const BlockPalette = memo(function BlockPalette({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose(): void;
  onAdd(block: unknown): void;
}) {
  const schemas = useSchemas();
  const types = useMemo(
    () => blockTypes(schemas).map((type) => ({ ...type, example: type.examples[0] ?? newValue(schemas, type.node) })),
    [schemas],
  );
  const [filter, setFilter] = useState("");
  const [focused, setFocused] = useState(0);
  const [message, setMessage] = useState<ToPreview | null>(null);
  const { ref, width } = useElementSize();

  useEffect(() => {
    if (!opened || message) return;
    void api.blocksPreview(types.map((type) => type.example)).then((preview) => {
      if ("page" in preview) setMessage({ kind: "render", preview, selected: 0, scroll: true, bare: true });
    });
  }, [opened, message, types]);

  const shown = types
    .map((type, index) => ({ ...type, index }))
    .filter((type) => `${type.type} ${type.title} ${type.description}`.toLowerCase().includes(filter.toLowerCase()));
  const focus = (index: number) => {
    setFocused(index);
    setMessage((current) => current && { ...current, selected: index });
  };

  return (
    <EditorModal opened={opened} onClose={onClose} title={words.paletteTitle} size="95%">
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TextInput
            label={words.paletteSearch}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            mb="sm"
            data-autofocus
          />
          <ScrollArea h="70vh">
            <Stack gap="xs" pr="sm">
              {shown.map((type) => (
                <Card
                  key={type.type}
                  withBorder
                  padding="sm"
                  onFocusCapture={() => focus(type.index)}
                  onMouseEnter={() => focus(type.index)}
                  bg={focused === type.index ? "brand.0" : undefined}
                >
                  <Text fw={600}>{type.title}</Text>
                  <Text size="sm" mb="xs">
                    {type.description}
                  </Text>
                  <div>
                    <Button
                      size="xs"
                      onClick={() =>
                        onAdd(
                          type.examples[0]
                            ? withoutOwnValues(schemas, type.node, structuredClone(type.example))
                            : structuredClone(type.example),
                        )
                      }
                    >
                      {words.paletteAdd(type.title)}
                    </Button>
                  </div>
                </Card>
              ))}
            </Stack>
          </ScrollArea>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} ref={ref}>
          <Text size="sm" fw={600} mb={4}>
            {words.paletteExample}: {types[focused]?.title}
          </Text>
          {width > 0 && (
            <PreviewFrame
              title={`${words.paletteExample}: ${types[focused]?.title ?? ""}`}
              message={message}
              width={1280}
              boxWidth={width}
              height={560}
              onSelect={focus}
            />
          )}
        </Grid.Col>
      </Grid>
    </EditorModal>
  );
});
