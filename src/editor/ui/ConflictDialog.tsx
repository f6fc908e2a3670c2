import { Button, Group, Stack, Text } from "@mantine/core";
import { unsavedText } from "../state/editor-state.ts";
import { editor, useEditorSelector } from "../state/editor-store.ts";
import { words } from "../words.ts";
import { DiffView } from "./DiffView.tsx";
import { EditorModal } from "./EditorModal.tsx";

/**
 * A save found a file changed on disk since it was opened: nothing was written. The person sees what differs between
 * the disk's version and theirs, and chooses.
 */
export function ConflictDialog() {
  const conflict = useEditorSelector((state) => state.conflicts[0]);
  const mine = useEditorSelector((state) => (conflict ? unsavedText(state, conflict.file) : undefined));
  if (!conflict) return null;
  return (
    <EditorModal opened onClose={() => editor.takeDisk(conflict)} title={words.conflictTitle} size="xl" mustChoose>
      <Stack>
        <Text>{words.conflictText(conflict.file)}</Text>
        <Text size="sm" fw={600}>
          {words.conflictDisk} (−) / {words.conflictMine} (+)
        </Text>
        {conflict.disk === null ? <Text>{words.conflictDeleted}</Text> : <DiffView before={conflict.disk} after={mine ?? ""} label={`${words.conflictDisk} / ${words.conflictMine}`} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => editor.takeDisk(conflict)}>
            {words.takeDisk}
          </Button>
          <Button
            onClick={() => {
              editor.keepMine(conflict);
              void editor.save();
            }}
          >
            {words.keepMine}
          </Button>
        </Group>
      </Stack>
    </EditorModal>
  );
}
