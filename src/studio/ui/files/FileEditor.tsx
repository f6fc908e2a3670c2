import { useCallback, useEffect, useMemo } from "react";
import { Alert, Anchor, Code, Grid, Group, Stack, Title } from "@mantine/core";
import { useParams, useSearchParams } from "react-router-dom";
import { fileRole } from "../../../core/validation/file-roles.ts";
import { rootNodeOf, fileValue } from "../../state/editor-state.ts";
import type { SchemaNode } from "../../state/schema-tree.ts";
import { editor, useEditorSelector } from "../../state/editor-store.ts";
import { pathOf, type Path } from "../../../core/validation/json-pointer.ts";
import { siteOf, titleOf } from "../../state/file-titles.ts";
import { signedInEditor } from "../../api.ts";
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
import { AddressPanel } from "./AddressPanel.tsx";
import { FileActions } from "./FileActions.tsx";
import { ProblemList } from "./ProblemList.tsx";

/** Focuses the field of a path, or the nearest one above it that has an input. */
export function focusField(path: Path) {
  for (let length = path.length; length >= 0; length--) {
    const element = document.getElementById(fieldId(path.slice(0, length)));
    if (element) {
      element.scrollIntoView({ block: "center" });
      return element.focus();
    }
  }
}

/** The file's title, from its value: drawn again when the title changes, not at every keystroke in the file. */
function FileTitle({ file }: { file: string }) {
  return <>{useEditorSelector((state) => titleOf(fileValue(state, file), file, state.schemas, siteOf(state)))}</>;
}

/**
 * What the form leaves to other parts of the screen: a page's blocks (below), and its address and an item's, with the
 * addresses they had (AddressPanel: changing one is a change of several files, not of a field).
 */
const pageOmits = ["sections", "id", "path", "formerPaths"];
const itemOmits = ["id", "formerIds"];

/**
 * The file's own fields (a page's, without its blocks; of the site settings, only the navigation and the footer for an
 * editor an admin lets change them): the one part of the form a keystroke in a field redraws.
 */
function FileFields({ file, root, isPage }: { file: string; root: SchemaNode; isPage: boolean }) {
  const value = useEditorSelector((state) => fileValue(state, file));
  const only = useEditorSelector((state) => state.onlyParts.get(file));
  return <ObjectFields node={root} path={[]} value={value} omit={isPage ? pageOmits : itemOmits} only={only} />;
}

/** A page's blocks: drawn again when they change (a keystroke in a block's form), not at one in the page's own fields. */
function PageSections({
  file,
  selected,
  onSelect,
}: {
  file: string;
  selected: number | null;
  onSelect(index: number | null): void;
}) {
  const sections = useEditorSelector(
    (state) => (fileValue(state, file) as { sections?: unknown[] } | undefined)?.sections,
  );
  return (
    <BlockList
      path={sectionsPath}
      blocks={Array.isArray(sections) ? sections : []}
      selected={selected}
      onSelect={onSelect}
      required
    />
  );
}

const sectionsPath = ["sections"];

/**
 * One site-data file: its form (a page's own fields, then its blocks), its problems, and the preview beside it. What
 * shows the file's value reads it itself (FileTitle, FileFields, PageSections), so that a keystroke redraws the field
 * and what shows it, not the toolbar of the file, its problems, its blocks and the preview's frame.
 */
export function FileEditor() {
  const file = useParams()["*"] ?? "";
  const loaded = useEditorSelector((state) => state.loaded);
  const exists = useEditorSelector((state) => fileValue(state, file) !== undefined);
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

  const goTo = useCallback(
    (problem: FieldProblem) => {
      const path = pathOf(problem.pointer);
      if (path[0] === "sections" && path.length > 1) select(Number(path[1]));
      setTimeout(() => focusField(path), 50);
    },
    [select],
  );

  // A way here from the list of checks before publishing (PublishChecks.tsx): to the field it names, once loaded.
  const field = search.get("field");
  useEffect(() => {
    if (loaded && field !== null) goTo({ pointer: field } as FieldProblem);
  }, [loaded, field, goTo]);

  const root = rootNodeOf(file);
  const notYours = useEditorSelector((state) => state.notYours.has(file));
  if (!loaded) return null;
  if (notYours)
    return (
      <Alert color="blue" title={<FileTitle file={file} />}>
        {words.notYours}
      </Alert>
    );
  if (!exists || !root) return <Alert color="orange">{signedInEditor ? words.fileGone : file}</Alert>;

  return (
    <FormFileContext.Provider value={form}>
      <FieldDispatchContext.Provider value={SchemaField}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  <FileTitle file={file} />
                </Title>
                <Group justify="space-between" mt={4}>
                  {/* Developers (npm run edit) see the file; the people of /admin, where it is on the site. */}
                  <Stack gap={0}>
                    <AddressPanel file={file} />
                    {!signedInEditor && <Code>{file}</Code>}
                  </Stack>
                  <FileActions file={file} />
                </Group>
                {/* Below the lg breakpoint the preview is under the whole form, thousands of pixels down: one tap. */}
                <Anchor
                  href="#file-preview"
                  hiddenFrom="lg"
                  style={{ display: "inline-flex", alignItems: "center", minHeight: 44 }}
                >
                  {words.seePreview}
                </Anchor>
              </div>
              <ProblemList onGoTo={goTo} />
              <section aria-labelledby="file-fields">
                <Title order={2} size="h4" id="file-fields" mb="xs">
                  {isPage ? words.pageFields : words.fileFields}
                </Title>
                <FileFields file={file} root={root} isPage={isPage} />
              </section>
              {isPage && (
                <section aria-labelledby="file-sections">
                  <Title order={2} size="h4" id="file-sections">
                    {words.sections}
                  </Title>
                  <p>{words.sectionsHelp}</p>
                  <PageSections file={file} selected={selected} onSelect={select} />
                </section>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <aside
              id="file-preview"
              aria-label={words.previewTitle}
              style={{
                position: "sticky",
                top: "calc(var(--app-shell-header-height) + 10px)",
                scrollMarginTop: "calc(var(--app-shell-header-height) + 10px)",
              }}
            >
              <PreviewPane selected={isPage ? selected : null} onSelect={selectInPreview} />
            </aside>
          </Grid.Col>
        </Grid>
      </FieldDispatchContext.Provider>
    </FormFileContext.Provider>
  );
}
