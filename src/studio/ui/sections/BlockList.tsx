import { useState } from "react";
import { useCallbackRef } from "@mantine/hooks";
import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { itemWordsOf } from "../../../core/content/collection-words.ts";
import { fileValue } from "../../state/editor-state.ts";
import { useEditorSelector } from "../../state/editor-store.ts";
import { pointerOf, type Path } from "../../../core/validation/json-pointer.ts";
import { words } from "../../words.ts";
import { useFileProblems, useFormFile } from "../fields/field-context.tsx";
import { SortableList } from "../fields/SortableList.tsx";
import { BlockForm } from "./BlockForm.tsx";
import { BlockPalette } from "./BlockPalette.tsx";
import { blockTitle, summaryOf, withUniqueId } from "./block-summary.ts";
import classes from "./BlockList.module.css";

interface BlockListProps {
  path: Path;
  blocks: unknown[];
  /** The block whose form is open (and which the preview shows), or null. */
  selected: number | null;
  onSelect(index: number | null): void;
  required: boolean;
}

/**
 * A list of blocks (a page's sections, a layout's columns): each a row saying what it is, with its problems counted,
 * opened to edit it; moved, duplicated and removed; new ones from the palette of block types.
 */
export function BlockList({ path, blocks, selected, onSelect, required }: BlockListProps) {
  const form = useFormFile();
  const problems = useFileProblems();
  const site = useEditorSelector((state) => fileValue(state, "site-data/site.json"));
  // On a page of one address per item, what its item is called ("product"), to say its placeholders by name.
  const item = useEditorSelector((state) => {
    const collection = (fileValue(state, form.file) as { collection?: unknown } | undefined)?.collection;
    return typeof collection === "string" ? itemWordsOf(state.schemas, collection)?.short : undefined;
  });
  const [palette, setPalette] = useState(false);
  const change = (next: unknown[]) => form.edit(path, next.length === 0 && !required ? undefined : next);
  const insert = (block: unknown, at: number) => {
    change([...blocks.slice(0, at), withUniqueId(block, blocks), ...blocks.slice(at)]);
    onSelect(at);
  };
  // The rows' Duplicate calls this, the same function at every keystroke, on the blocks as they are then.
  const duplicate = useCallbackRef((block: unknown, index: number) => insert(block, index + 1));
  // The palette is drawn again only when it opens or closes, not at each keystroke in a block (BlockPalette is memo).
  const closePalette = useCallbackRef(() => setPalette(false));
  const add = useCallbackRef((block: unknown) => {
    setPalette(false);
    insert(block, selected === null ? blocks.length : selected + 1);
  });
  const countsOf = (index: number) => {
    const prefix = pointerOf([...path, index]);
    const inBlock = problems.filter(
      (problem) => problem.pointer === prefix || problem.pointer.startsWith(`${prefix}/`),
    );
    return {
      errors: inBlock.filter((problem) => problem.severity === "error").length,
      warnings: inBlock.filter((problem) => problem.severity === "warning").length,
    };
  };
  return (
    <Stack gap="sm">
      <SortableList
        items={blocks}
        nameOf={(index) => words.block(index, blockTitle(blocks[index]))}
        onChange={(next) => {
          change(next);
          onSelect(null);
        }}
        renderItem={(block, index) => (
          <BlockRow
            path={path}
            index={index}
            block={block}
            site={site}
            item={item}
            open={selected === index}
            {...countsOf(index)}
            onSelect={onSelect}
            onDuplicate={duplicate}
          />
        )}
      />
      {blocks.length === 0 && <Text c="dimmed">{words.noBlockSelected}</Text>}
      <div>
        <Button onClick={() => setPalette(true)}>{words.addBlock}</Button>
      </div>
      <BlockPalette opened={palette} onClose={closePalette} onAdd={add} />
    </Stack>
  );
}

interface BlockRowProps {
  path: Path;
  index: number;
  block: unknown;
  /** The site settings, which a summary may name (the company's name in a heading). */
  site: unknown;
  /** What the page's item is called ("post"), on a page of one address per item. */
  item: string | undefined;
  open: boolean;
  errors: number;
  warnings: number;
  onSelect(index: number | null): void;
  onDuplicate(block: unknown, index: number): void;
}

/**
 * One block's row: what it is and says, its problems counted, Duplicate, and its form when open. Its props are all it
 * shows, so the list draws it again only when one of them changes (SortableList), not at a keystroke in another block.
 */
function BlockRow({ path, index, block, site, item, open, errors, warnings, onSelect, onDuplicate }: BlockRowProps) {
  return (
    <Card withBorder padding="sm" className={open ? classes.open : undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <UnstyledButton className={classes.summary} aria-expanded={open} onClick={() => onSelect(open ? null : index)}>
          <Text fw={600}>{words.block(index, blockTitle(block))}</Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {summaryOf(block, site, item)}
          </Text>
        </UnstyledButton>
        <Group gap={6} wrap="nowrap">
          {errors > 0 && <Badge color="red.9">{words.problemCount(errors)}</Badge>}
          {warnings > 0 && <Badge color="#9a3412">{words.warningCount(warnings)}</Badge>}
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => onDuplicate(block, index)}
            aria-label={`${words.duplicate}: ${words.block(index, blockTitle(block))}`}
          >
            {words.duplicate}
          </Button>
        </Group>
      </Group>
      {open && (
        <div className={classes.form}>
          <BlockForm path={[...path, index]} block={block} />
        </div>
      )}
    </Card>
  );
}
