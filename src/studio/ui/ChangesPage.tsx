import { useMemo, useState } from "react";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { signedInEditor } from "../api.ts";
import { fileValue, unsavedChanges } from "../state/editor-state.ts";
import { editor, useEditor } from "../state/editor-store.ts";
import { fieldChanges, valueOfText } from "../state/field-changes.ts";
import { addressOf, itemNames, titleOf } from "../state/file-titles.ts";
import { words } from "../words.ts";
import { Confirm } from "./Confirm.tsx";
import { DiffView } from "./DiffView.tsx";
import { FieldChangeList } from "./FieldChangeList.tsx";
import { ChangeReach } from "./reach/ChangeReach.tsx";
import { PublishChecks } from "./PublishChecks.tsx";
import { ReviewPanel } from "./review/ReviewPanel.tsx";

/**
 * Every file with unsaved changes, by its title and its address on the site, and what will change in it, field by
 * field in the words of its form; each to discard. Discarding asks first: it cannot be undone from here, and a tap
 * beside the button on a phone should not lose an afternoon's work. A developer (`npm run edit`) may also open the
 * lines of text that change, which is what a commit of them will show; the people of /admin never need to.
 */
export function ChangesPage() {
  const state = useEditor();
  const [asking, setAsking] = useState<string | null>(null);
  const changes = [...unsavedChanges(state)];
  const names = itemNames(state);
  const changesByFile = useMemo(() => Object.fromEntries(unsavedChanges(state)), [state]);
  return (
    <Stack>
      <Title order={1} size="h2">
        {words.changesTitle}
      </Title>
      {changes.length === 0 && <Text>{words.noChanges}</Text>}
      {changes.length > 0 && <ChangeReach changes={changesByFile} />}
      <PublishChecks />
      {signedInEditor && <ReviewPanel />}
      {changes.map(([file, text]) => {
        const before = state.disk.get(file)?.text;
        const beforeValue = valueOfText(before);
        const afterValue = text === null ? undefined : fileValue(state, file);
        const title = titleOf(afterValue ?? beforeValue, file, state.schemas);
        const address = addressOf(state, file);
        return (
          <Card key={file} withBorder>
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Link to={`/edit/${file}`}>
                <Text span fw={600}>
                  {title}
                </Text>
                {address && " "}
                {address && (
                  <Text span size="sm" c="dimmed" ml={4}>
                    {address}
                  </Text>
                )}
              </Link>
              {asking !== file && (
                <Button size="sm" mih={44} variant="default" onClick={() => setAsking(file)}>
                  {words.revert}
                </Button>
              )}
            </Group>
            {asking === file && (
              <Confirm
                question={words.revertQuestion}
                yes={words.revertYes}
                no={words.cancel}
                busy={false}
                onYes={() => {
                  setAsking(null);
                  editor.revert(file);
                }}
                onNo={() => setAsking(null)}
              />
            )}
            <FieldChangeList changes={fieldChanges(state.schemas, file, beforeValue, afterValue, names)} />
            {!signedInEditor && (
              <details>
                <Text component="summary" size="sm" mt="xs" style={{ cursor: "pointer" }}>
                  {words.showTextChanges}
                </Text>
                <DiffView before={before ?? ""} after={text ?? ""} label={title} />
              </details>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
