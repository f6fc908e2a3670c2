import type { EditorState } from "./editor-state.ts";

const initial: EditorState = {
  loaded: false,
  project: "",
  schemas: {},
  seq: 0,
  disk: new Map(),
  notYours: new Set(),
  onlyParts: new Map(),
  drafts: new Map(),
  offer: null,
  images: [],
  maxUploadBytes: 0,
  past: [],
  future: [],
  check: null,
  previewFile: null,
  questions: [],
  saving: false,
  saveError: null,
  published: null,
  ownFields: [],
  replaced: [],
  publishedReplaced: null,
  reachable: true,
};

/**
 * The editor's state: one value, replaced whole by `set` at each change, never changed in place. A module that
 * imports `state` reads the value of the moment (an import is a live binding of the export); only `set` replaces it.
 */
export let state = initial;
const listeners = new Set<() => void>();
export const set = (next: Partial<EditorState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => void listener());
};

/** Calls `listener` after each change; returns what stops it. */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
