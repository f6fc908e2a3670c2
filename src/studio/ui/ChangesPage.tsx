import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { unsavedChanges } from "../state/editor-state.ts";
import { editor, useEditor } from "../state/editor-store.ts";
import { words } from "../words.ts";
import { DiffView } from "./DiffView.tsx";

/** Every file with unsaved changes and what will change in it, line by line, each to save or discard. */
export function ChangesPage() {
  const state = useEditor();
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
                <Button size="xs" variant="default" onClick={() => editor.revert(file)}>
                  {words.revert}
                </Button>
              </Group>
            </Group>
            <DiffView before={before} after={text ?? ""} label={file} />
          </Card>
        );
      })}
    </Stack>
  );
}
