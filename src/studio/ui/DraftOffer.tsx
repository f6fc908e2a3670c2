import { Button, Group, List, Stack, Text } from "@mantine/core";
import { changedSince, whenWords } from "../state/offered-drafts.ts";
import type { DraftRecord } from "../../core/contract/api-types.ts";
import { editor, useEditor, useEditorSelector } from "../state/editor-store.ts";
import { fileValue } from "../state/editor-state.ts";
import { titleOf } from "../state/file-titles.ts";
import { signedInEditor } from "../api.ts";
import type { Schemas } from "../state/schema-tree.ts";
import { words } from "../words.ts";
import { EditorModal } from "./EditorModal.tsx";

/** A draft's file as the person knows it: its title (from the draft, which may be a new file), and for a developer its name. */
function draftName(text: string | null, file: string, current: unknown, schemas: Schemas): string {
  let value = current;
  try {
    if (text !== null) value = JSON.parse(text);
  } catch {
    // The title of the file as it is, then.
  }
  // The file's name is for developers (npm run edit); the people of /admin know it by its title.
  return signedInEditor ? titleOf(value, file, schemas) : `${titleOf(value, file, schemas)} (${file})`;
}

/**
 * The unsaved changes of an earlier visit (a reload, a closed tab, a restarted editor), offered back before anything
 * else: restored as they were, or discarded. Closing the dialog (Escape) restores them: nothing is lost unasked.
 */
export function DraftOffer() {
  const offer = useEditorSelector((state) => state.offer);
  return offer?.length ? <OfferDialog offer={offer} /> : null;
}

function OfferDialog({ offer }: { offer: DraftRecord[] }) {
  const state = useEditor();
  const newest = Math.max(...offer.map((record) => record.changedAt));
  return (
    <EditorModal opened onClose={() => editor.restoreDrafts()} title={words.draftsTitle} size="lg" mustChoose>
      <Stack>
        <Text>{words.draftsFound(whenWords(newest, Date.now()), offer.length)}</Text>
        <List size="sm" spacing={4}>
          {offer.map((record) => (
            <List.Item key={record.file}>
              {draftName(record.text, record.file, fileValue(state, record.file), state.schemas)}
              {record.text === null && ` (${words.deletedFile})`}
              {changedSince(record, state.disk) && (
                <Text size="sm" span c="orange.9">{` (${words.draftChangedSince})`}</Text>
              )}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{words.draftsHelp}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => editor.discardDrafts()}>
            {words.discardDrafts}
          </Button>
          <Button onClick={() => editor.restoreDrafts()} data-autofocus>
            {words.restoreDrafts}
          </Button>
        </Group>
      </Stack>
    </EditorModal>
  );
}
