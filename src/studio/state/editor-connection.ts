import { api, Refused, Unreachable } from "../api.ts";
import type { SaveResponse } from "../../core/contract/api-types.ts";
import { set, state } from "./current-state.ts";
import { lost, runCheck } from "./editor-checks.ts";
import { receive } from "./editor-drafts.ts";
import { baseOf, unsavedChanges, type DiskFile, type OwnField } from "./editor-state.ts";
import { changedFields, valueAt } from "./own-fields.ts";

/**
 * Saves every unsaved change (on /admin: publishes it). When someone else changed a file meanwhile, their version is
 * merged into the draft; with no field changed on both sides, it is saved again at once, else the questions wait.
 */
export async function save(again = true): Promise<void> {
  const changes = unsavedChanges(state);
  // As the disabled Save button says (Ctrl+S included): nothing is sent while the validator reports an error.
  if (!changes.size || state.saving || !state.check || state.check.diagnostics.length || state.questions.length) return;
  const sent = state.drafts;
  const diskBefore = state.disk;
  // What an earlier save made of these files is being replaced by the person's own: no notice should say otherwise.
  set({ saving: true, saveError: null, ownFields: state.ownFields.filter((field) => !changes.has(field.file)) });
  try {
    const answer = await api.save({
      files: [...changes].map(([file, text]) => ({ file, text, base: baseOf(state, file) })),
    });
    const disk = new Map(state.disk);
    const drafts = new Map(state.drafts);
    for (const { file, text, version } of answer.files) {
      if (text === null || version === null) disk.delete(file);
      else disk.set(file, { text, version });
      // Typing goes on while the save is on its way: what was typed after it was sent stays, unsaved.
      if (drafts.get(file) === sent.get(file)) drafts.delete(file);
    }
    set({
      disk,
      drafts,
      saving: false,
      published: answer.published ?? null,
      publishedReplaced: null,
      ownFields: [...state.ownFields, ...savedFields(diskBefore, answer.files)],
    });
  } catch (error) {
    if (error instanceof Unreachable) void lost();
    const conflicts = error instanceof Refused ? error.conflicts : [];
    set({
      saving: false,
      saveError: error instanceof Unreachable || conflicts.length ? null : (error as Error).message,
    });
    if (conflicts.length) {
      const asked = receive(conflicts);
      // Their changes and the person's met in no field: what the person asked for is done, on the newer version.
      if (!asked && again) return save(false);
      return;
    }
  }
  void runCheck();
}

const parsedText = (text: string | null | undefined): unknown => {
  try {
    return typeof text === "string" ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** The fields a save changed, each with the value it saved: what a notice says when someone else changes one later. */
function savedFields(before: ReadonlyMap<string, DiskFile>, files: SaveResponse["files"]): OwnField[] {
  return files.flatMap(({ file, text }) => {
    const after = parsedText(text);
    return changedFields(parsedText(before.get(file)?.text), after).map((path) => ({
      file,
      path,
      value: valueAt(after, path),
    }));
  });
}

/** Where the editor is in the server's change feed. */
export function followed(seq: number) {
  if (seq !== state.seq) set({ seq });
}

/**
 * Publishes every unsaved change at a later minute (/admin): the server keeps them from now on, so they leave the
 * editor's unsaved changes. Returns what was scheduled, in words.
 */
export async function schedule(publishAt: number): Promise<{ subject: string; sharedForReview: boolean }> {
  const changes = unsavedChanges(state);
  if (!changes.size || !state.check || state.check.diagnostics.length) return { subject: "", sharedForReview: false };
  const answer = await api.schedule({
    publishAt,
    files: [...changes].map(([file, text]) => ({ file, text, base: baseOf(state, file) })),
  });
  const drafts = new Map(state.drafts);
  for (const file of changes.keys()) drafts.delete(file);
  set({ drafts });
  void runCheck();
  return { subject: answer.subject, sharedForReview: answer.sharedForReview === true };
}

/** Files the server wrote for this person by other means (a restored version): the editor has them as they are now. */
export function tookSaved(answer: SaveResponse) {
  const disk = new Map(state.disk);
  for (const { file, text, version } of answer.files) {
    if (text === null || version === null) disk.delete(file);
    else disk.set(file, { text, version });
  }
  set({ disk, published: answer.published ?? state.published });
  void runCheck();
}
