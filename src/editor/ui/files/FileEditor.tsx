import { useCallback, useEffect, useMemo } from "react";
import { Alert, Code, Grid, Group, Stack, Title } from "@mantine/core";
import { useParams, useSearchParams } from "react-router-dom";
import { fileRole } from "../../../validation/file-roles.ts";
import { rootNodeOf, valueOf } from "../../state/editor-state.ts";
import { editor, useEditorSelector, useSchemas } from "../../state/editor-store.ts";
import { pathOf, type Path } from "../../../validation/json-pointer.ts";
import { titleOf } from "../../state/file-titles.ts";
import { words } from "../../words.ts";
import {
  FieldDispatchContext,
  FormFileContext,
  fieldId,
  type FieldProblem,
  type FormFile,
} from "../fields/field-context.tsx";
import { ObjectFields } from "../fields/ObjectField.tsx";
import { SchemaField } from "../fields/SchemaField.tsx";
import { PreviewPane } from "../preview/PreviewPane.tsx";
import { BlockList } from "../sections/BlockList.tsx";
import { FileActions } from "./FileActions.tsx";
import { ProblemList } from "./ProblemList.tsx";

/** Focuses the field of a path, or the nearest one above it that has an input. */
function focusField(path: Path) {
  for (let length = path.length; length >= 0; length--) {
    const element = document.getElementById(fieldId(path.slice(0, length)));
    if (element) {
      element.scrollIntoView({ block: "center" });
      return element.focus();
    }
  }
}

/** One site-data file: its form (a page's own fields, then its blocks), its problems, and the preview beside it. */
export function FileEditor() {
  const file = useParams()["*"] ?? "";
  const loaded = useEditorSelector((state) => state.loaded);
  const value = useEditorSelector((state) => valueOf(state, file));
  const [search, setSearch] = useSearchParams();
  const selected = search.has("block") ? Number(search.get("block")) : null;
  const select = useCallback(
    (index: number | null) => setSearch(index === null ? {} : { block: String(index) }, { replace: true }),
    [setSearch],
  );
  const form = useMemo<FormFile>(() => ({ file, edit: (path, next) => editor.edit(file, path, next) }), [file]);
  const isPage = fileRole(file)?.kind === "page";
  const selectInPreview = useCallback((index: number) => isPage && select(index), [isPage, select]);

  useEffect(() => editor.showInPreview(file), [file]);

  const goTo = (problem: FieldProblem) => {
    const path = pathOf(problem.pointer);
    if (path[0] === "sections" && path.length > 1) select(Number(path[1]));
    setTimeout(() => focusField(path), 50);
  };

  const root = rootNodeOf(file);
  const notYours = useEditorSelector((state) => state.notYours.has(file));
  const schemas = useSchemas();
  if (!loaded) return null;
  if (notYours)
    return (
      <Alert color="blue" title={titleOf(value, file, schemas)}>
        {words.notYours}
      </Alert>
    );
  if (value === undefined || !root) return <Alert color="orange">{file}</Alert>;
  const sections = (value as { sections?: unknown[] }).sections;

  return (
    <FormFileContext.Provider value={form}>
      <FieldDispatchContext.Provider value={SchemaField}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  {titleOf(value, file, schemas)}
                </Title>
                <Group justify="space-between" mt={4}>
                  <Code>{file}</Code>
                  <FileActions file={file} />
                </Group>
              </div>
              <ProblemList onGoTo={goTo} />
              <section aria-labelledby="file-fields">
                <Title order={2} size="h4" id="file-fields" mb="xs">
                  {isPage ? words.pageFields : words.fileFields}
                </Title>
                <ObjectFields node={root} path={[]} value={value} omit={isPage ? ["sections"] : []} />
              </section>
              {isPage && (
                <section aria-labelledby="file-sections">
                  <Title order={2} size="h4" id="file-sections">
                    {words.sections}
                  </Title>
                  <p>{words.sectionsHelp}</p>
                  <BlockList
                    path={["sections"]}
                    blocks={Array.isArray(sections) ? sections : []}
                    selected={selected}
                    onSelect={select}
                    required
                  />
                </section>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <aside aria-label={words.previewTitle} style={{ position: "sticky", top: 70 }}>
              <PreviewPane selected={isPage ? selected : null} onSelect={selectInPreview} />
            </aside>
          </Grid.Col>
        </Grid>
      </FieldDispatchContext.Provider>
    </FormFileContext.Provider>
  );
}
