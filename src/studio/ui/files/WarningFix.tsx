import { Anchor, Button, Group, Text } from "@mantine/core";
import { siteSettingsFile } from "../../../core/contract/menu-parts.ts";
import { pathOf } from "../../../core/validation/json-pointer.ts";
import { warningActionWords as say } from "../../../core/words/warning-words.ts";
import { fileValue } from "../../state/editor-state.ts";
import { editor, useEditorSelector } from "../../state/editor-store.ts";
import { words } from "../../words.ts";
import type { FieldProblem } from "../fields/field-context.tsx";
import { fixOf } from "./warning-actions.ts";

// A target a finger can hit on a phone: 44 × 44 px at least (WCAG 2.5.5).
const tappable = { display: "inline-flex", alignItems: "center", minHeight: 44, minWidth: 44 } as const;

type Json = Record<string, unknown>;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const numbered = (path: string[]) => path.map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The button of a grid's missing tab: adds it to the page that shows the grid, among the unsaved changes. */
function AddTab({ problem }: { problem: FieldProblem }) {
  const { value, pathname, pageFile, tabsPointer } = problem.params as Record<string, string>;
  const options = useEditorSelector((state) => {
    let at: unknown = fileValue(state, pageFile);
    for (const part of pathOf(tabsPointer)) at = (at as Json | undefined)?.[part];
    return Array.isArray(at) ? at : null;
  });
  if (!options || typeof tabsPointer !== "string") return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      style={tappable}
      onClick={() =>
        editor.edit(pageFile, numbered(pathOf(tabsPointer)), [...options, { value, label: titleCase(value) }])
      }
    >
      {say.addTab(value, pathname)}
    </Button>
  );
}

/**
 * The buttons of a page nothing links to: a link to it at the end of the navigation or of a column of the footer, among
 * the unsaved changes, published with the page. For an editor the admin does not let change them, what to do instead.
 */
function LinkThisPage({ file }: { file: string }) {
  const page = useEditorSelector((state) => fileValue(state, file) as Json | undefined);
  const settings = useEditorSelector((state) => fileValue(state, siteSettingsFile) as Json | undefined);
  const mayChange = useEditorSelector((state) => !state.notYours.has(siteSettingsFile));
  if (!mayChange || !settings) return <Text size="sm">{say.adminLinks}</Text>;
  if (!page || typeof page.path !== "string") return null;
  const link = { label: String(page.breadcrumbLabel ?? page.title ?? page.path), href: page.path };
  const navigation = asList((settings.navigation as Json | undefined)?.items);
  const groups = asList((settings.footer as Json | undefined)?.groups) as Json[];
  return (
    <Group gap="xs" mt={4} role="group" aria-label={say.linkFrom}>
      <Button
        size="compact-sm"
        variant="light"
        style={tappable}
        onClick={() => editor.edit(siteSettingsFile, ["navigation", "items"], [...navigation, link])}
      >
        {say.linkFromNavigation}
      </Button>
      {groups.map((group, index) => (
        <Button
          key={String(group.title)}
          size="compact-sm"
          variant="light"
          style={tappable}
          onClick={() =>
            editor.edit(siteSettingsFile, ["footer", "groups", index, "links"], [...asList(group.links), link])
          }
        >
          {say.linkFromFooter(String(group.title))}
        </Button>
      ))}
    </Group>
  );
}

/** The button that fixes a problem: its own for some warnings, else a way to its field. */
export function WarningFix({
  problem,
  file,
  onGoTo,
}: {
  problem: FieldProblem;
  file: string;
  onGoTo(problem: FieldProblem): void;
}) {
  const fix = problem.severity === "warning" ? fixOf(problem.code) : "goToField";
  if (fix === "linkPage" && !problem.params.detail) return <LinkThisPage file={file} />;
  return (
    <>
      {fix === "addTab" && <AddTab problem={problem} />}{" "}
      <Anchor component="button" type="button" size="sm" style={tappable} onClick={() => onGoTo(problem)}>
        {say.goToFieldFor[problem.code] ?? words.goToField}
      </Anchor>
    </>
  );
}
