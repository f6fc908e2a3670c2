import { useState } from "react";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { unsavedChanges } from "../state/editor-state.ts";
import { editor, useEditor } from "../state/editor-store.ts";
import { words } from "../words.ts";
import { Confirm } from "./Confirm.tsx";
import { DiffView } from "./DiffView.tsx";

/**
 * Every file with unsaved changes and what will change in it, line by line, each to save or discard. Discarding asks
 * first: it cannot be undone from here, and a tap beside the button on a phone should not lose an afternoon's work.
 */
export function ChangesPage() {
  const state = useEditor();
  const [asking, setAsking] = useState<string | null>(null);
  const changes = [...unsavedChanges(state)];
  return (
    <Stack>
      <Title order={1} size="h2">
        {words.changesTitle}
      </Title>
      {changes.length === 0 && <Text>{words.noChanges}</Text>}
      {changes.map(([file, text]) => {
        const before = state.disk.get(file)?.text ?? "";
        return (
          <Card key={file} withBorder>
            <Group justify="space-between" mb="xs">
              <Link to={`/edit/${file}`}>{file}</Link>
              <Group gap="xs">
                {!state.disk.has(file) && <Text size="sm">{words.newFile}</Text>}
                {text === null && <Text size="sm">{words.deletedFile}</Text>}
                {asking !== file && (
                  <Button size="sm" mih={44} variant="default" onClick={() => setAsking(file)}>
                    {words.revert}
                  </Button>
                )}
              </Group>
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
            <DiffView before={before} after={text ?? ""} label={file} />
          </Card>
        );
      })}
    </Stack>
  );
}
