import { useState } from "react";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useNavigate } from "react-router-dom";
import { pagePathFrom, type AddressRefusal } from "../../../core/content/change-address.ts";
import type { ReferencePlace } from "../../../core/content/site-references.ts";
import { detailFolder } from "../../../core/page-paths/path-pattern.ts";
import { fileRole } from "../../../core/validation/file-roles.ts";
import { fileValue } from "../../state/editor-state.ts";
import { editor, useEditorSelector, useSchemas } from "../../state/editor-store.ts";
import { addressOf, titleOf } from "../../state/file-titles.ts";
import { addressChange, addressRefusal, mayChange } from "../../state/site-addresses.ts";
import type { Schemas } from "../../state/schema-tree.ts";
import { words } from "../../words.ts";
import { EditorModal } from "../EditorModal.tsx";
import { placeWords } from "./place-words.ts";

/** Why the address cannot be taken, in the editor's words (nothing when it can, or is as it was). */
function refusalWords(refusal: AddressRefusal | null, isPage: boolean, schemas: Schemas): string | undefined {
  if (!refusal || refusal.reason === "same") return undefined;
  const titleOfFile = (file: string) => titleOf(fileValue(editor.get(), file), file, schemas);
  switch (refusal.reason) {
    case "empty":
      return words.addressRefusal.empty;
    case "shape":
      return isPage ? words.addressRefusal.pageShape : words.addressRefusal.shape;
    case "taken":
      return words.addressRefusal.taken(titleOfFile(refusal.file));
    case "page":
      return words.addressRefusal.page(titleOfFile(refusal.file));
    case "item-uses":
      return words.addressRefusal.itemUses(refusal.places.map((place) => placeWords(schemas, place)).join(", "));
  }
}

/**
 * Asks for a page's or an item's new address, checking it as it is typed (taken by another, a page's own, not in
 * lowercase words with dashes), and says what happens: the old address keeps leading here, and the places that link
 * here change with it. One step of the unsaved changes, undone as one.
 */
export function ChangeAddressDialog({
  file,
  places,
  onClose,
}: {
  file: string;
  places: ReferencePlace[];
  onClose(): void;
}) {
  const navigate = useNavigate();
  const schemas = useSchemas();
  const isPage = fileRole(file)?.kind === "page";
  const value = useEditorSelector((state) => fileValue(state, file)) as { id?: string; path?: string } | undefined;
  const current = useEditorSelector((state) => addressOf(state, file)) ?? "";
  const path = String(value?.path ?? "");
  const eachItem = isPage && path.includes(":");
  const folder = isPage ? "" : current.slice(0, current.lastIndexOf("/"));
  const [typed, setTyped] = useState(isPage ? (eachItem ? detailFolder(path) : path) : String(value?.id ?? ""));
  const refusal = useEditorSelector((state) => addressRefusal(state, file, typed.trim()));
  const error = refusalWords(refusal, isPage, schemas);
  const notYours = useEditorSelector(
    (state) => places.filter((place) => !mayChange(state)(place.file, place.pointer)).length,
  );
  const next = isPage ? pagePathFrom(path, typed.trim()).replace(/\/:[A-Za-z]+$/, "/…") : `${folder}/${typed.trim()}`;
  const old = eachItem ? `${detailFolder(path)}/…` : current;

  return (
    <EditorModal opened onClose={onClose} title={words.changeAddressTitle}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (refusal) return;
          const change = addressChange(editor.get(), file, typed.trim());
          editor.editMany(change.files, change.file, { from: file, to: change.file });
          onClose();
          if (change.file !== file) navigate(`/edit/${change.file}`, { replace: true });
        }}
      >
        <Stack>
          <TextInput
            label={words.changeAddressField}
            description={
              isPage
                ? eachItem
                  ? words.changeAddressFolderHint
                  : words.changeAddressPageHint
                : words.changeAddressItemHint(folder)
            }
            leftSection={isPage ? undefined : <Text size="sm">{folder}/</Text>}
            leftSectionWidth={isPage ? undefined : Math.min(8 + folder.length * 8, 220)}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={error}
            data-autofocus
            required
          />
          {!error && refusal?.reason !== "same" && (
            <Stack gap={4}>
              <Text size="sm">{words.changeAddressWillBe(next)}</Text>
              <Text size="sm">{words.changeAddressKeeps(old)}</Text>
              <Text size="sm">{words.changeAddressFollows(places.length - notYours)}</Text>
              {notYours > 0 && <Text size="sm">{words.changeAddressLeft(notYours)}</Text>}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {words.cancel}
            </Button>
            <Button type="submit" disabled={Boolean(refusal)}>
              {words.changeAddressConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </EditorModal>
  );
}
