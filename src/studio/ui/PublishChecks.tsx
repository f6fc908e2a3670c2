import { useEffect, useState } from "react";
import { Alert, Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import type { Diagnostic } from "../../core/validation/diagnostic.ts";
import { warningActionWords } from "../../core/words/warning-words.ts";
import { api, signedInEditor } from "../api.ts";
import { unsavedChanges } from "../state/editor-state.ts";
import { useEditor } from "../state/editor-store.ts";
import { titleOf } from "../state/file-titles.ts";
import { fileValue } from "../state/editor-state.ts";
import { words } from "../words.ts";
import { inEditorWords } from "./files/warning-actions.ts";

/**
 * The checks a good editor makes before publishing, of everything about to be published: a picture without a
 * description, a link to another site's page that answers "not found", ... each with what to do and the way to its
 * field. Asked of the server when the unsaved changes are shown (it asks the other sites then, for a few seconds at
 * most), and again when they change. Warnings, unless the site's settings make one block the publish.
 */
export function PublishChecks() {
  const state = useEditor();
  const changes = unsavedChanges(state);
  const [checks, setChecks] = useState<Diagnostic[] | "busy" | "failed">("busy");
  // The same changes give the same checks: asked again only when the texts change.
  const key = JSON.stringify([...changes]);
  useEffect(() => {
    const entries = JSON.parse(key) as [string, string | null][];
    if (!entries.length) return;
    let current = true;
    setChecks("busy");
    api
      .publishChecks({ changes: Object.fromEntries(entries) })
      .then((answer) => current && setChecks(answer.checks))
      .catch(() => current && setChecks("failed"));
    return () => {
      current = false;
    };
  }, [key]);
  if (!changes.size) return null;
  if (checks === "busy" || checks === "failed")
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        {checks === "busy" ? words.publishChecksBusy : words.publishChecksFailed}
      </Text>
    );
  if (!checks.length)
    return (
      <Text size="sm" aria-live="polite">
        {words.publishChecksNone}
      </Text>
    );
  const blocking = checks.filter((check) => check.params.blocksPublishing);
  return (
    <Alert
      color={blocking.length ? "red" : "orange"}
      title={`${words.publishChecksTitle}: ${words.warningCount(checks.length)}`}
      aria-live="polite"
      data-testid="publish-checks"
    >
      {blocking.length > 0 && <Text size="sm">{words.publishChecksBlocking(blocking.length)}</Text>}
      <List size="sm" spacing={4}>
        {checks.map((check) => {
          const shown = signedInEditor ? inEditorWords(check) : check;
          const title = titleOf(fileValue(state, check.file), check.file, state.schemas);
          const to = `/edit/${check.file}?field=${encodeURIComponent(check.pointer)}`;
          return (
            <List.Item key={`${check.file} ${check.pointer} ${check.code} ${check.message}`}>
              <Text size="sm" span fw={600}>
                {title}:
              </Text>{" "}
              {shown.message}
              {!signedInEditor && shown.hint ? ` ${shown.hint}` : ""}{" "}
              <Anchor
                component={Link}
                to={to}
                size="sm"
                style={{ display: "inline-flex", minHeight: 44, alignItems: "center" }}
              >
                {warningActionWords.goToFieldFor[check.code] ?? words.goToField}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
