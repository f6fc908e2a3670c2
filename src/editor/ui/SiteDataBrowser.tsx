import { useState } from "react";
import { ActionIcon, Badge, Group, NavLink, ScrollArea, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { NavLink as RouterLink, useNavigate } from "react-router-dom";
import { fileRole } from "../../validation/file-roles.ts";
import { allFiles, editor, unsavedText, useEditor, valueOf, type EditorState } from "../state/editor-store.ts";
import { titleOf } from "../state/file-titles.ts";
import { humanize } from "../state/schema-tree.ts";
import { words } from "../words.ts";
import { errorCounts } from "./files/file-problems.ts";
import { IdDialog } from "./files/IdDialog.tsx";
import { idTaken, newFileValue } from "./files/new-file.ts";

interface Group {
  key: string;
  label: string;
  /** Where a new file of the group goes (a file of it, whose name is replaced), or null. */
  folder: string | null;
  files: { file: string; title: string; detail: string }[];
}

/** The site's files in groups: site settings, pages, then each collection of the schemas (so a new one appears by itself). */
function groupsOf(state: EditorState): Group[] {
  const files = allFiles(state);
  const entry = (file: string) => {
    const value = valueOf(state, file) as Record<string, unknown> | undefined;
    return { file, title: titleOf(value, file), detail: typeof value?.path === "string" ? value.path : file.replace(/^.*\//, "") };
  };
  const collections = Object.keys(state.schemas).flatMap((name) => /^collections\/(\w+)\.schema\.json$/.exec(name)?.[1] ?? []);
  return [
    { key: "site", label: words.site, folder: null, files: files.filter((file) => file === "site-data/site.json").map((file) => ({ ...entry(file), title: words.site, detail: words.siteFile })) },
    { key: "pages", label: words.pages, folder: "site-data/pages/", files: files.filter((file) => fileRole(file)?.kind === "page").map(entry) },
    ...collections.map((collection) => ({
      key: collection,
      label: humanize(collection),
      folder: `site-data/collections/${collection}/`,
      files: files.filter((file) => file.startsWith(`site-data/collections/${collection}/`)).map(entry),
    })),
  ];
}

/** Everything in site-data, by kind, with titles, searchable; each kind with a way to create a new one from its schema. */
export function SiteDataBrowser() {
  const state = useEditor();
  const navigate = useNavigate();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState<Group | null>(null);
  const errors = errorCounts(state);
  const needle = search.trim().toLowerCase();
  const groups = groupsOf(state)
    .map((group) => ({ ...group, files: group.files.filter((entry) => !needle || `${entry.title} ${entry.file} ${group.label}`.toLowerCase().includes(needle)) }))
    .filter((group) => group.files.length || (!needle && group.folder));
  return (
    <Stack gap="xs" h="100%">
      <TextInput label={words.search} description={words.searchHint} value={search} onChange={(event) => setSearch(event.currentTarget.value)} type="search" />
      <ScrollArea style={{ flex: 1 }}>
        <nav aria-label={words.browserLabel}>
          {groups.length === 0 && <Text size="sm">{words.nothingFound}</Text>}
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`group-${group.key}`}>
              <Group justify="space-between" mt="sm" wrap="nowrap">
                <Text id={`group-${group.key}`} fw={700} size="sm">
                  {group.label} ({group.files.length})
                </Text>
                {group.folder && (
                  <Tooltip label={group.key === "pages" ? words.newPage : words.newItem(group.label)}>
                    <ActionIcon variant="subtle" size="sm" aria-label={group.key === "pages" ? words.newPage : words.newItem(group.label)} onClick={() => setCreating(group)}>
                      <IconPlus size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
              {group.files.map(({ file, title, detail }) => {
                const unsaved = unsavedText(state, file) !== undefined;
                const count = errors.get(file) ?? 0;
                return (
                  <NavLink
                    key={file}
                    component={RouterLink}
                    to={`/edit/${file}`}
                    label={title}
                    description={detail}
                    rightSection={
                      (unsaved || count > 0) && (
                        <Group gap={4} wrap="nowrap">
                          {unsaved && (
                            <Badge size="xs" variant="light" color="gray">
                              {words.unsavedMark}
                            </Badge>
                          )}
                          {count > 0 && (
                            <Badge size="xs" color="red.9">
                              {words.problemCount(count)}
                            </Badge>
                          )}
                        </Group>
                      )
                    }
                  />
                );
              })}
            </section>
          ))}
        </nav>
      </ScrollArea>
      {creating?.folder && (
        <IdDialog
          title={words.createTitle(creating.key === "pages" ? words.newPage.toLowerCase() : creating.label)}
          initial=""
          taken={idTaken(state, `${creating.folder}x.json`)}
          onClose={() => setCreating(null)}
          onCreate={(id) => {
            const file = `${creating.folder}${id}.json`;
            editor.create(file, newFileValue(state, file, id));
            setCreating(null);
            navigate(`/edit/${file}`);
          }}
        />
      )}
    </Stack>
  );
}
