import { useState } from "react";
import { Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import { Link, useNavigate } from "react-router-dom";
import type { Diagnostic } from "../../../core/validation/diagnostic.ts";
import { fileValue } from "../../state/editor-state.ts";
import { editor, useSchemas } from "../../state/editor-store.ts";
import { newAddressOf } from "../../state/file-titles.ts";
import { placeWords } from "./place-words.ts";
import { words } from "../../words.ts";
import { IdDialog } from "./IdDialog.tsx";
import { idTaken, siblingFile, withId, withName } from "./new-file.ts";
import { EditorModal } from "../EditorModal.tsx";

/** Duplicate and delete a file. Deleting is refused while the rest of the site uses it, naming each place. */
export function FileActions({ file }: { file: string }) {
  const navigate = useNavigate();
  const schemas = useSchemas();
  const [duplicating, setDuplicating] = useState(false);
  const [deleting, setDeleting] = useState<{ usedAt: Diagnostic[] } | null>(null);
  const id = file.replace(/^.*\/|\.json$/g, "");
  const askDelete = async () => setDeleting({ usedAt: await editor.usedAt(file) });
  return (
    <Group gap="xs">
      {file !== "site-data/site.json" && (
        <>
          <Button size="xs" variant="default" onClick={() => setDuplicating(true)}>
            {words.duplicate}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => void askDelete()}>
            {words.delete}
          </Button>
        </>
      )}
      {duplicating && (
        <IdDialog
          title={words.duplicate}
          initial={`${id}-${words.copySuffix}`}
          address={newAddressOf(editor.get(), file)}
          taken={idTaken(editor.get(), file)}
          onClose={() => setDuplicating(false)}
          onCreate={(newId, name) => {
            const copy = siblingFile(file, newId);
            editor.create(copy, withName(withId(fileValue(editor.get(), file), file, newId), name));
            setDuplicating(false);
            navigate(`/edit/${copy}`);
          }}
        />
      )}
      {deleting && (
        <EditorModal
          opened
          onClose={() => setDeleting(null)}
          title={deleting.usedAt.length ? words.deleteRefused : words.deleteTitle}
        >
          {deleting.usedAt.length ? (
            <Stack>
              <List size="sm" spacing={4}>
                {deleting.usedAt.map((place) => (
                  <List.Item key={`${place.file}${place.pointer}${place.message}`}>
                    <Anchor
                      component={Link}
                      to={`/edit/${place.file}`}
                      size="sm"
                      fw={600}
                      onClick={() => setDeleting(null)}
                    >
                      {placeWords(schemas, place)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
              <Text size="sm">{words.deleteRefusedHint}</Text>
              <Group justify="flex-end">
                <Button onClick={() => setDeleting(null)}>{words.cancel}</Button>
              </Group>
            </Stack>
          ) : (
            <Stack>
              <Text>{words.deleteConfirm(file)}</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDeleting(null)}>
                  {words.cancel}
                </Button>
                <Button
                  color="red"
                  onClick={() => {
                    editor.remove(file);
                    setDeleting(null);
                    navigate("/");
                  }}
                >
                  {words.confirmDelete}
                </Button>
              </Group>
            </Stack>
          )}
        </EditorModal>
      )}
    </Group>
  );
}
