import { api, Unreachable } from "../api.ts";
import type { DraftRecord, KeepDraftsRequest } from "../../core/contract/api-types.ts";
import { baseOf, unsavedChanges, type EditorState } from "./editor-state.ts";
import { editor } from "./editor-store.ts";
import { offeredDrafts } from "./offered-drafts.ts";

/**
 * Keeps the unsaved changes outside the page, so that a reload, a closed tab or a stopped editor loses nothing: in the
 * project's .drafts/ (through /api/drafts, src/server/editing/draft-store.ts), and a copy in the browser's storage for
 * while the server does not answer. Changes made close together are sent together, each at most `flushDelay` after
 * it was made; only the files that changed since the last time are sent.
 */

const flushDelay = 500;

const storageKey = (project: string) => `site-editor-drafts:${project}`;

const isRecord = (value: unknown): value is DraftRecord => {
  const record = value as DraftRecord | null;
  return (
    typeof record?.file === "string" &&
    (typeof record.text === "string" || record.text === null) &&
    (typeof record.base === "string" || record.base === null) &&
    typeof record.changedAt === "number"
  );
};

function readBrowserCopy(project: string): DraftRecord[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(storageKey(project)) ?? "[]");
    return Array.isArray(kept) ? kept.filter(isRecord) : [];
  } catch {
    return [];
  }
}

function writeBrowserCopy(project: string, records: DraftRecord[]) {
  try {
    if (records.length) localStorage.setItem(storageKey(project), JSON.stringify(records));
    else localStorage.removeItem(storageKey(project));
  } catch {
    // The browser's storage is full or refused: the project's drafts still have the changes.
  }
}

/** What the project's drafts hold, by file: the text and base of each, to send only what differs. */
let onServer = new Map<string, string>();
const changedAt = new Map<string, number>();
let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let sending = false;
let last: EditorState = editor.get();

const keyOf = (record: DraftRecord) => JSON.stringify([record.text, record.base]);

function recordsOf(state: EditorState): DraftRecord[] {
  return [...unsavedChanges(state)].map(([file, text]) => ({
    file,
    text,
    base: baseOf(state, file),
    baseText: state.disk.get(file)?.text ?? null,
    changedAt: changedAt.get(file) ?? Date.now(),
  }));
}

function pendingOf(records: DraftRecord[]): KeepDraftsRequest {
  const files = new Set(records.map((record) => record.file));
  return {
    write: records.filter((record) => onServer.get(record.file) !== keyOf(record)),
    remove: [...onServer.keys()].filter((file) => !files.has(file)),
  };
}

/** Whether the drafts may be written: not before the editor opened, nor while earlier drafts wait to be restored or discarded. */
const keeping = (state: EditorState) => started && state.offer === null;

async function flush() {
  timer = undefined;
  const state = editor.get();
  if (!keeping(state) || sending) return;
  const records = recordsOf(state);
  writeBrowserCopy(state.project, records);
  const request = pendingOf(records);
  if (!state.reachable || (!request.write.length && !request.remove.length)) return;
  sending = true;
  try {
    await api.keepDrafts(request);
    for (const record of request.write) onServer.set(record.file, keyOf(record));
    for (const file of request.remove) {
      onServer.delete(file);
      changedAt.delete(file);
    }
  } catch (error) {
    // Not answering: kept in the browser, and sent when it answers again (`reachable` changes, and so a flush comes).
    if (error instanceof Unreachable) editor.unreachable();
  } finally {
    sending = false;
  }
  if (editor.get() !== state) schedule();
}

function schedule() {
  if (timer === undefined) timer = setTimeout(() => void flush(), flushDelay);
}

function onChange() {
  const state = editor.get();
  const previous = last;
  last = state;
  if (!keeping(state)) return;
  if (
    state.drafts === previous.drafts &&
    state.disk === previous.disk &&
    state.reachable === previous.reachable &&
    state.offer === previous.offer
  )
    return;
  // Restored drafts keep the time they were made; any other change is made now.
  if (previous.offer === null) {
    const before = unsavedChanges(previous);
    for (const [file, text] of unsavedChanges(state)) if (before.get(file) !== text) changedAt.set(file, Date.now());
  }
  schedule();
}

export const draftKeeper = {
  /**
   * Once the editor has the site, with the drafts the project kept (read together, open-editor.ts): offers back what
   * they and the browser's copy hold, then keeps every change.
   */
  start(kept: DraftRecord[]) {
    const state = editor.get();
    onServer = new Map(kept.map((record) => [record.file, keyOf(record)]));
    const offer = offeredDrafts(kept, readBrowserCopy(state.project), state.disk);
    for (const record of offer) changedAt.set(record.file, record.changedAt);
    last = editor.get();
    editor.subscribe(onChange);
    started = true;
    if (offer.length) editor.offerDrafts(offer);
    // Drafts whose changes were saved since are removed, restored ones written where they were only in the browser.
    else schedule();
  },

  /**
   * The page is going away (closed, reloaded) or its server just stopped: every change goes to the browser's storage
   * now, and, when the page is leaving and the server answers, to the project's drafts as the page closes.
   */
  persistNow(leaving: boolean) {
    const state = editor.get();
    if (!keeping(state)) return;
    const records = recordsOf(state);
    writeBrowserCopy(state.project, records);
    const request = pendingOf(records);
    if (leaving && state.reachable && (request.write.length || request.remove.length)) api.keepDraftsOnLeaving(request);
  },
};
