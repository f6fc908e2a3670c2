import type { CheckResponse, DraftRecord, SiteImage, Published } from "../../core/contract/api-types.ts";
import { fileRole } from "../../core/validation/file-roles.ts";
import { jsonText } from "./json-text.ts";
import type { SchemaNode, Schemas } from "./schema-tree.ts";

/**
 * What the editor holds (EditorState) and what is read from it. Every read here is called at every keystroke, by the
 * toolbar, the file list, the pickers and the drafts, so none of them goes over every file of the site: each is
 * remembered for the state it was computed from and costs what the unsaved changes cost.
 */

/** A file about to be deleted, in the unsaved changes. */
export const deleted = Symbol("deleted");
export type Draft = unknown | typeof deleted;

export interface DiskFile {
  text: string;
  version: string;
}

export interface HistoryStep {
  drafts: ReadonlyMap<string, Draft>;
  /** What the step changed, so that typing in one field makes one step, not one per key. */
  file: string;
  pointer: string;
  at: number;
  /** A step that renamed a file (an address changed): its name before and after, where Undo and Redo go. */
  renamed?: { from: string; to: string };
}

/** A field the person's last save (publish) changed, and the value it saved: theirs until someone else changes it. */
export interface OwnField {
  file: string;
  path: (string | number)[];
  value: unknown;
}

/**
 * A field of the person's (one their last save changed) that someone else's change replaced since, said in words until
 * the person closes it. `theirs` is the field's value now (undefined: removed); an empty path is the whole file, deleted.
 */
export interface Replaced {
  id: number;
  file: string;
  path: (string | number)[];
  theirs: unknown;
  /** Who changed it and when, when the server knows. */
  by?: string;
  at?: number;
}

export interface EditorState {
  loaded: boolean;
  /** Names this project (drafts kept in the browser are kept per project). */
  project: string;
  schemas: Schemas;
  disk: ReadonlyMap<string, DiskFile>;
  /** Files this person may not change (WorkspaceResponse.notYours). */
  notYours: ReadonlySet<string>;
  /** Files this person may change some top-level parts of only (WorkspaceResponse.onlyParts): the form shows those. */
  onlyParts: ReadonlyMap<string, readonly string[]>;
  /** The unsaved value of each changed file. */
  drafts: ReadonlyMap<string, Draft>;
  /** The number of the latest change on disk the editor has (the server's change feed, src/studio/state/change-feed.ts). */
  seq: number;
  /** Unsaved changes from an earlier visit, offered back before anything else can be done; null once answered. */
  offer: DraftRecord[] | null;
  /** What the server said of drafts it kept and cannot read (left out of `offer`), until the person closes it. */
  unreadableDrafts?: string[];
  images: SiteImage[];
  maxUploadBytes: number;
  past: HistoryStep[];
  future: HistoryStep[];
  check: CheckResponse | null;
  /** The file whose page the preview shows. */
  previewFile: string | null;
  /** Fields that someone else changed and the person's draft changed too: each waits for the person's choice. */
  questions: MergeQuestion[];
  saving: boolean;
  saveError: string | null;
  /** On the running site (/admin): what the last save made live. */
  published: Published | null;
  /** What the last save changed, field by field, and is still as it saved it. */
  ownFields: OwnField[];
  /** The person's fields that others changed since, until the person closes each notice. */
  replaced: Replaced[];
  /** Who changed part of what `published` made live, and when: it is no longer all live as published. */
  publishedReplaced: { by?: string; at?: number } | null;
  /** False while the editor's server does not answer (npm run edit stopped): changes are kept in the browser meanwhile. */
  reachable: boolean;
}

/**
 * A field (or a whole file) that someone else changed while the person's draft changed it too. The draft holds the
 * person's value until they choose; `theirs` is what is on disk now (undefined: the field was removed; for a whole
 * file, null: the file was deleted).
 */
export interface MergeQuestion {
  file: string;
  /** The field, in the draft; empty for the whole file (deleted on one side, changed on the other). */
  path: (string | number)[];
  theirs: unknown;
  mine: unknown;
  /** Who published their change and when, when the server knows. */
  by?: string;
  at?: number;
}

/** The schema a file is checked against (its role decides it, as in validation). */
export const rootNodeOf = (file: string): SchemaNode | null => {
  const role = fileRole(file);
  return role ? { schema: { $ref: role.schema }, base: "" } : null;
};

/** Each file as read from disk, parsed once. */
const parsedDisk = new WeakMap<DiskFile, unknown>();

/** A file's value as the editor has it: unsaved, or as on disk; undefined when it has none (or is being deleted). */
export function fileValue(current: EditorState, file: string): unknown {
  const draft = current.drafts.get(file);
  if (draft === deleted) return undefined;
  if (draft !== undefined) return draft;
  const disk = current.disk.get(file);
  if (!disk) return undefined;
  if (!parsedDisk.has(disk)) {
    let value: unknown;
    try {
      value = JSON.parse(disk.text);
    } catch {
      value = undefined;
    }
    parsedDisk.set(disk, value);
  }
  return parsedDisk.get(disk);
}

const texts = new WeakMap<object, { disk: DiskFile | undefined; text: string }>();
/** The text a draft would be saved as (null: deleted), or undefined when it is the same as on disk. */
export function unsavedText(current: EditorState, file: string): string | null | undefined {
  const draft = current.drafts.get(file);
  if (draft === undefined) return undefined;
  const disk = current.disk.get(file);
  if (draft === deleted) return disk ? null : undefined;
  const remembered = typeof draft === "object" && draft !== null ? texts.get(draft) : undefined;
  let text = remembered?.disk === disk ? remembered?.text : undefined;
  if (text === undefined) {
    text = jsonText(disk?.text, draft);
    if (typeof draft === "object" && draft !== null) texts.set(draft, { disk, text });
  }
  return text === disk?.text ? undefined : text;
}

const changesOf = new WeakMap<
  ReadonlyMap<string, Draft>,
  { disk: ReadonlyMap<string, DiskFile>; changes: ReadonlyMap<string, string | null> }
>();
/** Every file with unsaved changes and the text it would be saved as. */
export function unsavedChanges(current: EditorState): ReadonlyMap<string, string | null> {
  const remembered = changesOf.get(current.drafts);
  if (remembered?.disk === current.disk) return remembered.changes;
  const changes = new Map<string, string | null>();
  for (const file of current.drafts.keys()) {
    const text = unsavedText(current, file);
    if (text !== undefined) changes.set(file, text);
  }
  changesOf.set(current.drafts, { disk: current.disk, changes });
  return changes;
}

/**
 * The version of a file that its unsaved changes started from (null: a new file): always the one on disk, since others'
 * changes are merged into the drafts as they arrive (editor.receive).
 */
export const baseOf = (current: EditorState, file: string): string | null => current.disk.get(file)?.version ?? null;

const filesOf = new WeakMap<ReadonlyMap<string, DiskFile>, { shape: string; files: string[] }>();
/** Every site-data file the editor knows: on disk or new, without those being deleted. */
export function allFiles(current: EditorState): string[] {
  // Only the files the drafts add or delete change the list: typing in one leaves it as it was.
  const shape = [...current.drafts]
    .flatMap(([file, draft]) => (draft === deleted ? [`-${file}`] : current.disk.has(file) ? [] : [`+${file}`]))
    .join("\n");
  const remembered = filesOf.get(current.disk);
  if (remembered?.shape === shape) return remembered.files;
  const files = new Set(current.disk.keys());
  for (const [file, draft] of current.drafts) {
    if (draft === deleted) files.delete(file);
    else files.add(file);
  }
  const sorted = [...files].sort();
  filesOf.set(current.disk, { shape, files: sorted });
  return sorted;
}
