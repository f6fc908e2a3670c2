import { useRef, useSyncExternalStore } from "react";
import type { SiteImage, WorkspaceResponse } from "../../core/contract/api-types.ts";
import { set, state, subscribe } from "./current-state.ts";
import { lost, runCheck, usedAt } from "./editor-checks.ts";
import { followed, save, schedule, tookSaved } from "./editor-connection.ts";
import {
  answer,
  create,
  discardDrafts,
  dismissReplaced,
  edit,
  editMany,
  offerDrafts,
  receive,
  redo,
  remove,
  restoreDrafts,
  revert,
  undo,
} from "./editor-drafts.ts";
import type { EditorState } from "./editor-state.ts";
import type { Schemas } from "./schema-tree.ts";

/**
 * The editor's state and everything that changes it. Made of parts, each in a file of its own: the unsaved changes
 * and their undo (editor-drafts.ts), the checks of them by the project's validator (editor-checks.ts), and the
 * requests that save or schedule them (editor-connection.ts); the state itself is current-state.ts.
 */
export const editor = {
  subscribe,
  get: () => state,

  /** The site as the server read it (src/studio/state/open-editor.ts); its check starts at once. */
  load(workspace: WorkspaceResponse) {
    set({
      loaded: true,
      project: workspace.project,
      schemas: workspace.schemas,
      seq: workspace.seq,
      notYours: new Set(workspace.notYours),
      onlyParts: new Map(Object.entries(workspace.onlyParts ?? {})),
      disk: new Map(workspace.files.map(({ file, text, version }) => [file, { text, version }])),
      images: workspace.images,
      maxUploadBytes: workspace.maxUploadBytes,
    });
    void runCheck();
  },

  // The unsaved changes, their undo, and others' changes merged into them (editor-drafts.ts).
  edit,
  editMany,
  create,
  remove,
  revert,
  undo,
  redo,
  receive,
  dismissReplaced,
  answer,
  offerDrafts,
  restoreDrafts,
  discardDrafts,

  /** Drafts the server kept and cannot read, in its words (GET /api/drafts' `unreadable`); none: closed. */
  draftsUnreadable(messages: string[]) {
    set({ unreadableDrafts: messages.length ? messages : undefined });
  },

  showInPreview(file: string | null) {
    if (state.previewFile === file) return;
    set({ previewFile: file });
    void runCheck();
  },

  addImage(image: SiteImage) {
    set({ images: [...state.images, image].sort((a, b) => a.src.localeCompare(b.src)) });
    void runCheck();
  },

  // Saving, scheduling, and what the server says changed (editor-connection.ts).
  save,
  schedule,
  tookSaved,
  followed,

  // Checks (editor-checks.ts).
  usedAt,
  /** A request of the editor's found no server: shown at once, and asked again until it answers. */
  unreachable: () => void lost(),
};

export function useEditor(): EditorState {
  return useSyncExternalStore(editor.subscribe, editor.get, editor.get);
}

/**
 * One value read from the editor's state: the component renders again only when that value changes (by `equal`), not
 * at every keystroke elsewhere.
 */
export function useEditorSelector<T>(select: (state: EditorState) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ state: EditorState; select: (state: EditorState) => T; value: T } | null>(null);
  const snapshot = () => {
    const current = editor.get();
    const remembered = last.current;
    if (remembered && remembered.state === current && remembered.select === select) return remembered.value;
    const selected = select(current);
    const value = remembered && equal(remembered.value, selected) ? remembered.value : selected;
    last.current = { state: current, select, value };
    return value;
  };
  return useSyncExternalStore(editor.subscribe, snapshot, snapshot);
}

export const useSchemas = (): Schemas => useEditorSelector((current) => current.schemas);
