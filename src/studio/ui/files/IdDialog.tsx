import { useState } from "react";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { words } from "../../words.ts";
import { EditorModal } from "../EditorModal.tsx";

const idPattern = /^[a-z][a-z0-9-]*$/;

/** Asks for the id of a new file (its name, and for most collections its address), refusing one already taken. */
export function IdDialog({
  title,
  initial,
  taken,
  onClose,
  onCreate,
}: {
  title: string;
  initial: string;
  taken(id: string): boolean;
  onClose(): void;
  onCreate(id: string): void;
}) {
  const [id, setId] = useState(initial);
  const error = !idPattern.test(id) ? words.idPattern : taken(id) ? words.idTaken : undefined;
  return (
    <EditorModal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!error) onCreate(id);
        }}
      >
        <Stack>
          <TextInput
            label={words.newId}
            description={words.newIdHint}
            value={id}
            onChange={(event) => setId(event.currentTarget.value)}
            error={id ? error : undefined}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {words.cancel}
            </Button>
            <Button type="submit" disabled={Boolean(error)}>
              {words.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </EditorModal>
  );
}
