import { fileRole } from "../../../core/validation/file-roles.ts";
import { allFiles, fileValue, rootNodeOf, type EditorState } from "../../state/editor-state.ts";
import { newAddressOf } from "../../state/file-titles.ts";
import { newValue } from "../../state/schema-tree.ts";

type Json = Record<string, unknown>;

/** Where a new file of the same kind as `file` (a page, an item of its collection) with this id lives. */
export function siblingFile(file: string, id: string): string {
  return file.replace(/[^/]+\.json$/, `${id}.json`);
}

export const idTaken = (state: EditorState, file: string) => {
  // A page's own address wins over an item's that would be the same ("/careers/open-application" and an opening).
  const address = newAddressOf(state, file);
  const pagePaths = new Set(
    allFiles(state).flatMap((other) => {
      const path = fileRole(other)?.kind === "page" && (fileValue(state, other) as Json | undefined)?.path;
      return typeof path === "string" ? [path] : [];
    }),
  );
  return (id: string) =>
    allFiles(state).includes(siblingFile(file, id)) ||
    state.disk.has(siblingFile(file, id)) ||
    (address !== null && pagePaths.has(address(id)));
};

/** A file's value with a new id (and, for a page with a fixed address, the address made from it). */
export function withId(value: unknown, file: string, id: string): Json {
  const copy = structuredClone(value ?? {}) as Json;
  copy.id = id;
  // The old addresses stay with the item they led to: a copy starts with none.
  delete copy.formerIds;
  delete copy.formerPaths;
  const isPage = fileRole(file)?.kind === "page";
  if (isPage && typeof copy.path === "string" && !copy.path.includes(":") && copy.path !== "*") copy.path = `/${id}`;
  delete copy.$schema;
  return copy;
}

/** The field that names a page or an item: a page's title, an item's title or name (the first its value has). */
const nameFields = ["title", "name", "question", "label"];

/** A new file's value with the name the person typed in its naming field (nothing changes for an empty name). */
export function withName(value: Json, name: string): Json {
  const field = nameFields.find((candidate) => typeof value[candidate] === "string");
  return name && field ? { ...value, [field]: name } : value;
}

/** A new file from its schema's example (or, without one, its required fields). */
export function newFileValue(state: EditorState, file: string, id: string): Json {
  const root = rootNodeOf(file);
  return withId(root ? newValue(state.schemas, root) : {}, file, id);
}
