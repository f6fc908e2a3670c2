import { pathOf } from "../../../core/validation/json-pointer.ts";
import { fileValue } from "../../state/editor-state.ts";
import { editor } from "../../state/editor-store.ts";
import { fieldPlace } from "../../state/field-place.ts";
import { titleOf } from "../../state/file-titles.ts";
import type { Schemas } from "../../state/schema-tree.ts";

/** Where a place is, in words: the file's title and the field ("Year in review › Author"), for places in other files. */
export function placeWords(schemas: Schemas, place: { file: string; pointer: string }): string {
  const value = fileValue(editor.get(), place.file);
  const path = pathOf(place.pointer).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return path.length
    ? `${titleOf(value, place.file, schemas)} › ${fieldPlace(schemas, place.file, value, path)}`
    : titleOf(value, place.file, schemas);
}

/** Where a field is opened: its file's form, with its block open when it is in one. */
export const fieldAddress = (file: string, path: (string | number)[]) =>
  `/edit/${file}${path[0] === "sections" && typeof path[1] === "number" ? `?block=${path[1]}` : ""}`;

/** The editor's address of a place: its file's form, with its block open when it is in one of a page's blocks. */
export const placeLink = (place: { file: string; pointer: string }): string =>
  fieldAddress(
    place.file,
    pathOf(place.pointer).map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  );
