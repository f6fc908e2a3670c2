import { memo, useMemo, useState } from "react";
import { ActionIcon, Badge, Button, Group, NavLink, ScrollArea, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { NavLink as RouterLink, useNavigate } from "react-router-dom";
import { itemWordsOf } from "../../core/content/collection-words.ts";
import { fileRole } from "../../core/validation/file-roles.ts";
import { allFiles, unsavedText, fileValue, type EditorState } from "../state/editor-state.ts";
import { editor, useEditorSelector, useSchemas } from "../state/editor-store.ts";
import { addressOf, newAddressOf, siteOf, titleOf } from "../state/file-titles.ts";
import { humanize, type Schemas } from "../state/schema-tree.ts";
import { words } from "../words.ts";
import { errorCounts } from "./files/file-problems.ts";
import { IdDialog } from "./files/IdDialog.tsx";
import { idTaken, newFileValue, withName } from "./files/new-file.ts";

interface FileGroup {
  key: string;
  label: string;
  /** What its + makes: "New page", "New post" (as the collection's schema calls an item); "" for the site settings. */
  newLabel: string;
  /** Where a new file of the group goes (a file of it, whose name is replaced), or null. */
  folder: string | null;
  files: string[];
}

/** A group lists this many files until asked for all: a blog of a thousand posts is found by searching, not scrolling. */
const shownPerGroup = 50;

/** The site's files in groups: site settings, pages, then each collection of the schemas (so a new one appears by itself). */
function groupsOf(files: string[], schemas: Schemas): FileGroup[] {
  const collections = Object.keys(schemas).flatMap(
    (name) => /^collections\/(\w+)\.schema\.json$/.exec(name)?.[1] ?? [],
  );
  return [
    {
      key: "site",
      label: words.site,
      newLabel: "",
      folder: null,
      files: files.filter((file) => file === "site-data/site.json"),
    },
    {
      key: "pages",
      label: words.pages,
      newLabel: words.newPage,
      folder: "site-data/pages/",
      files: files.filter((file) => fileRole(file)?.kind === "page"),
    },
    ...collections.map((collection) => ({
      key: collection,
      label: humanize(collection),
      newLabel: words.newItem(itemWordsOf(schemas, collection), humanize(collection)),
      folder: `site-data/collections/${collection}/`,
      files: files.filter((file) => file.startsWith(`site-data/collections/${collection}/`)),
    })),
  ];
}

/** Every text of a file (its sections' included), lower case, for the search: remembered per value, which a keystroke replaces. */
const searchTexts = new WeakMap<object, string>();
function searchTextOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return "";
  let text = searchTexts.get(value);
  if (text === undefined) {
    const parts: string[] = [];
    const collect = (node: unknown) => {
      if (typeof node === "string") parts.push(node);
      else if (Array.isArray(node)) node.forEach(collect);
      else if (typeof node === "object" && node !== null)
        for (const [key, child] of Object.entries(node)) if (key !== "$schema") collect(child);
    };
    collect(value);
    text = parts.join("\n").toLowerCase();
    searchTexts.set(value, text);
  }
  return text;
}

/** What a file's row shows: its title, its address or file name, whether it has unsaved changes, its problems. */
function rowOf(state: EditorState, file: string) {
  if (file === "site-data/site.json")
    return {
      title: words.site,
      detail: words.siteFile,
      unsaved: unsavedText(state, file) !== undefined,
      errors: errorCounts(state).get(file) ?? 0,
    };
  const value = fileValue(state, file) as Record<string, unknown> | undefined;
  return {
    title: titleOf(value, file, state.schemas, siteOf(state)),
    // Where it is on the site, not its file: "/about", "/blog/automating-loan-origination"; nothing for an author.
    detail: addressOf(state, file) ?? "",
    unsaved: unsavedText(state, file) !== undefined,
    errors: errorCounts(state).get(file) ?? 0,
  };
}

type Row = ReturnType<typeof rowOf>;
const sameRow = (a: Row, b: Row) =>
  a.title === b.title && a.detail === b.detail && a.unsaved === b.unsaved && a.errors === b.errors;

/** One file's link: drawn again when what it shows changes (its title typed in, a problem found), not at every keystroke. */
const FileRow = memo(function FileRow({ file }: { file: string }) {
  const { title, detail, unsaved, errors } = useEditorSelector((state) => rowOf(state, file), sameRow);
  return (
    <NavLink
      component={RouterLink}
      to={`/edit/${file}`}
      label={title}
      description={detail}
      rightSection={
        (unsaved || errors > 0) && (
          <Group gap={4} wrap="nowrap">
            {unsaved && (
              <Badge size="xs" variant="light" color="gray">
                {words.unsavedMark}
              </Badge>
            )}
            {errors > 0 && (
              <Badge size="xs" color="red.9">
                {words.problemCount(errors)}
              </Badge>
            )}
          </Group>
        )
      }
    />
  );
});

/**
 * Everything in site-data, by kind, with titles, searchable; each kind with a way to create a new one from its schema.
 * The list itself changes only when files are added or removed: typing in a file changes its own row and no other.
 */
export function SiteDataBrowser() {
  const allOfThem = useEditorSelector(allFiles);
  const notYours = useEditorSelector((state) => state.notYours);
  const files = useMemo(
    () => (notYours.size ? allOfThem.filter((file) => !notYours.has(file)) : allOfThem),
    [allOfThem, notYours],
  );
  const schemas = useSchemas();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState<FileGroup | null>(null);
  const [showingAll, setShowingAll] = useState<ReadonlySet<string>>(new Set());
  const needle = search.trim().toLowerCase();
  const groups = useMemo(() => {
    // Searched by the titles and every text of the files (a section's heading, a post's body) as they are when the
    // search is typed.
    const state = editor.get();
    const matches = (file: string, group: FileGroup) =>
      `${rowOf(state, file).title} ${file} ${group.label}`.toLowerCase().includes(needle) ||
      searchTextOf(fileValue(state, file)).includes(needle);
    // A kind of file that is not this person's to change (the forms, for an editor) is not offered at all.
    const theirs = new Set(
      groupsOf(allOfThem, schemas).flatMap((group) =>
        group.files.length && group.files.every((file) => notYours.has(file)) ? [group.key] : [],
      ),
    );
    return groupsOf(files, schemas)
      .filter((group) => !theirs.has(group.key))
      .map((group) => (needle ? { ...group, files: group.files.filter((file) => matches(file, group)) } : group))
      .filter((group) => group.files.length || (!needle && group.folder));
  }, [files, allOfThem, notYours, schemas, needle]);
  return (
    <Stack gap="xs" h="100%">
      <TextInput
        label={words.search}
        description={words.searchHint}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
      />
      {/* offsetScrollbars: the scrollbar beside the list, never over the + buttons at its right edge (a press there hit the scrollbar). */}
      <ScrollArea style={{ flex: 1 }} offsetScrollbars>
        <nav aria-label={words.browserLabel}>
          {groups.length === 0 && <Text size="sm">{words.nothingFound}</Text>}
          {groups.map((group) => {
            const shown = showingAll.has(group.key) ? group.files : group.files.slice(0, shownPerGroup);
            return (
              <section key={group.key} aria-labelledby={`group-${group.key}`}>
                <Group justify="space-between" mt="sm" wrap="nowrap">
                  <Text id={`group-${group.key}`} fw={700} size="sm">
                    {group.label} ({group.files.length})
                  </Text>
                  {group.folder && (
                    <Tooltip label={group.newLabel}>
                      <ActionIcon
                        variant="subtle"
                        size={44}
                        aria-label={group.newLabel}
                        onClick={() => setCreating(group)}
                      >
                        <IconPlus size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
                {shown.map((file) => (
                  <FileRow key={file} file={file} />
                ))}
                {shown.length < group.files.length && (
                  <Button variant="subtle" size="xs" onClick={() => setShowingAll(new Set([...showingAll, group.key]))}>
                    {words.showAll(group.files.length, group.label)}
                  </Button>
                )}
              </section>
            );
          })}
        </nav>
      </ScrollArea>
      {creating?.folder && (
        <IdDialog
          title={creating.newLabel}
          initial=""
          address={newAddressOf(editor.get(), `${creating.folder}x.json`)}
          taken={idTaken(editor.get(), `${creating.folder}x.json`)}
          onClose={() => setCreating(null)}
          onCreate={(id, name) => {
            const file = `${creating.folder}${id}.json`;
            editor.create(file, withName(newFileValue(editor.get(), file, id), name));
            setCreating(null);
            navigate(`/edit/${file}`);
          }}
        />
      )}
    </Stack>
  );
}
