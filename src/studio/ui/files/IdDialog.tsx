import { useState } from "react";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { words } from "../../words.ts";
import { EditorModal } from "../EditorModal.tsx";
import { suggestedId } from "./suggested-id.ts";

const idPattern = /^[a-z][a-z0-9-]*$/;

/**
 * Asks what a new page or item is called and its address, suggested from the title as it is typed (editable, and
 * then left as the person wrote it), refusing one already taken as it is typed. `address` shows where the id puts it
 * on the site ("/blog/<id>"), or is null for what has no page (an author, a FAQ): the id is then its short name in
 * links.
 */
export function IdDialog({
  title,
  initial,
  address,
  taken,
  onClose,
  onCreate,
}: {
  title: string;
  initial: string;
  address: ((id: string) => string) | null;
  taken(id: string): boolean;
  onClose(): void;
  onCreate(id: string, name: string): void;
}) {
  const [name, setName] = useState("");
  const [id, setId] = useState(initial);
  const [idTyped, setIdTyped] = useState(initial !== "");
  const error = !idPattern.test(id) ? words.idPattern : taken(id) ? words.idTaken : undefined;
  return (
    <EditorModal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!error) onCreate(id, name.trim());
        }}
      >
        <Stack>
          <TextInput
            label={words.newName}
            description={words.newNameHint}
            value={name}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setName(typed);
              if (!idTyped) setId(suggestedId(typed));
            }}
            data-autofocus
          />
          <TextInput
            label={address ? words.newAddress : words.newShortName}
            description={address && id ? words.newAddressHint(address(id)) : words.newIdHint}
            value={id}
            onChange={(event) => {
              setId(event.currentTarget.value);
              setIdTyped(true);
            }}
            error={id ? error : undefined}
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
