import { useRef, useSyncExternalStore } from "react";
import { api, Refused, Unreachable } from "../api.ts";
import type { Conflict, DraftRecord, SaveResponse, SiteImage, WorkspaceResponse } from "../api-types.ts";
import { expectedSchemaRef, fileRole } from "../../validation/file-roles.ts";
import {
  baseOf,
  deleted,
  rootNodeOf,
  unsavedChanges,
  valueOf,
  type Draft,
  type EditorState,
  type MergeQuestion,
} from "./editor-state.ts";
import { mergeValues } from "./merge-json.ts";
import type { Path } from "../../validation/json-pointer.ts";
import { withValueAt } from "./json-edits.ts";
import { nodeAt, propertyOrder, type Schemas } from "./schema-tree.ts";

/** Keystrokes in one field closer together than this are one step of undo. */
const typingPause = 1500;
/** How often a server that stopped answering is asked again. */
const retryEvery = 2000;
/**
 * Checks start at least this far apart. A key after a pause is checked at once; while keys come faster (10 ms apart
 * when someone types quickly), the preview and the messages follow about twelve times a second instead of once a
 * key, which would cost a request, a check and a render of the preview for every character.
 */
const checkEvery = 80;

const initial: EditorState = {
  loaded: false,
  project: "",
  schemas: {},
  seq: 0,
  disk: new Map(),
  notYours: new Set(),
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
  reachable: true,
};

let state = initial;
const listeners = new Set<() => void>();
const set = (next: Partial<EditorState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

let retrying = false;
/** The server did not answer: say so, keep everything, and ask again quietly until it answers. */
async function lost() {
  if (!state.reachable || retrying) return;
  set({ reachable: false });
  retrying = true;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, retryEvery));
    try {
      await api.alive();
      break;
    } catch {
      // Still not answering.
    }
  }
  retrying = false;
  set({ reachable: true });
  void runCheck();
}

let checking = false;
let checkAgain = false;
let lastCheckStarted = 0;

/**
 * Checks the unsaved state with the project's validator; one request at a time, always the latest state, and at most
 * one every `checkEvery` ms. Each answer is shown as it comes: while keys come quickly, the preview follows the typing
 * a step behind instead of waiting for it to stop (a save is checked again by the server, whatever the page last heard).
 */
async function runCheck(): Promise<void> {
  if (checking) return void (checkAgain = true);
  checking = true;
  try {
    do {
      const wait = lastCheckStarted + checkEvery - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // What changed while it waited is in the state it checks now.
      checkAgain = false;
      lastCheckStarted = Date.now();
      const check = await api.check({
        changes: Object.fromEntries(unsavedChanges(state)),
        preview: state.previewFile ?? undefined,
      });
      set({ check });
    } while (checkAgain);
  } catch (error) {
    // The last answer stays; once the server answers again, the state is checked again.
    if (error instanceof Unreachable) void lost();
  } finally {
    checking = false;
  }
}

function commit(drafts: ReadonlyMap<string, Draft>, file: string, pointer: string) {
  const now = Date.now();
  const last = state.past.at(-1);
  const sameTyping = last && last.file === file && last.pointer === pointer && now - last.at < typingPause;
  const past = sameTyping
    ? [...state.past.slice(0, -1), { ...last, at: now }]
    : [...state.past, { drafts: state.drafts, file, pointer, at: now }];
  set({ drafts, past, future: [], saveError: null });
  void runCheck();
}

/** A file's text as a value; undefined when it is not JSON (a file being written by hand). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A draft brought onto a newer version of its file (`change`, someone else's): merged field by field against the text it
 * started from (`baseText`; null: the draft made the file; undefined: not known, so every difference is asked), with a
 * question for each field both changed. A file deleted on one side and changed on the other is one question.
 */
function rebased(
  file: string,
  mine: Draft,
  baseText: string | null | undefined,
  change: Conflict,
): { draft: Draft | undefined; questions: MergeQuestion[] } {
  const who = { by: change.by, at: change.at };
  const theirs = change.disk === null ? null : parsed(change.disk);
  if (mine === deleted)
    return change.disk === null
      ? { draft: undefined, questions: [] }
      : { draft: mine, questions: [{ file, path: [], theirs, mine: null, ...who }] };
  if (theirs === null || theirs === undefined)
    return { draft: mine, questions: [{ file, path: [], theirs, mine, ...who }] };
  const base = typeof baseText === "string" ? parsed(baseText) : undefined;
  const { value, conflicts } = mergeValues(base, theirs, mine, base !== undefined);
  return {
    draft: value,
    questions: conflicts.map((conflict) => ({
      file,
      path: conflict.path,
      theirs: conflict.theirs,
      mine: conflict.mine,
      ...who,
    })),
  };
}

const sameQuestion = (a: MergeQuestion, b: MergeQuestion) => a.file === b.file && a.path.join("/") === b.path.join("/");

/** Questions asked anew replace those about the same field; the others still wait. */
const withQuestions = (asked: MergeQuestion[]) => [
  ...state.questions.filter((question) => !asked.some((other) => sameQuestion(question, other))),
  ...asked,
];

export const editor = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,

  /** The site as the server read it (src/editor/state/open-editor.ts); its check starts at once. */
  load(workspace: WorkspaceResponse) {
    set({
      loaded: true,
      project: workspace.project,
      schemas: workspace.schemas,
      seq: workspace.seq,
      notYours: new Set(workspace.notYours),
      disk: new Map(workspace.files.map(({ file, text, version }) => [file, { text, version }])),
      images: workspace.images,
      maxUploadBytes: workspace.maxUploadBytes,
    });
    void runCheck();
  },

  /** Sets (undefined: removes) the value at `path` of a file, keeping its fields in their schema's order. */
  edit(file: string, path: Path, next: unknown) {
    const root = rootNodeOf(file);
    const value = valueOf(state, file);
    // `at` is where the object that gains a key sits in the file.
    const updated = withValueAt(value, path, next, (at) =>
      propertyOrder(root && nodeAt(state.schemas, root, value, at)),
    );
    commit(new Map(state.drafts).set(file, updated), file, path.join("/"));
  },

  /** A new file from a value (a schema's example): unsaved until saved, like any edit. */
  create(file: string, value: Record<string, unknown>) {
    const role = fileRole(file);
    const withSchema = role ? { $schema: expectedSchemaRef(file, role.schema), ...value } : value;
    commit(new Map(state.drafts).set(file, withSchema), file, "");
  },

  remove(file: string) {
    const drafts = new Map(state.drafts);
    if (state.disk.has(file)) drafts.set(file, deleted);
    else drafts.delete(file);
    commit(drafts, file, "");
  },

  /** Forgets the unsaved changes of one file. */
  revert(file: string) {
    const drafts = new Map(state.drafts);
    drafts.delete(file);
    commit(drafts, file, "");
  },

  undo() {
    const step = state.past.at(-1);
    if (!step) return;
    set({
      drafts: step.drafts,
      past: state.past.slice(0, -1),
      future: [{ ...step, drafts: state.drafts }, ...state.future],
    });
    void runCheck();
  },

  redo() {
    const [step, ...future] = state.future;
    if (!step) return;
    set({ drafts: step.drafts, past: [...state.past, { ...step, drafts: state.drafts }], future });
    void runCheck();
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

  /**
   * Saves every unsaved change (on /admin: publishes it). When someone else changed a file meanwhile, their version is
   * merged into the draft; with no field changed on both sides, it is saved again at once, else the questions wait.
   */
  async save(again = true): Promise<void> {
    const changes = unsavedChanges(state);
    // As the disabled Save button says (Ctrl+S included): nothing is sent while the validator reports an error.
    if (!changes.size || state.saving || !state.check || state.check.diagnostics.length || state.questions.length)
      return;
    const sent = state.drafts;
    set({ saving: true, saveError: null });
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
      set({ disk, drafts, saving: false, published: answer.published ?? null });
    } catch (error) {
      if (error instanceof Unreachable) void lost();
      const conflicts = error instanceof Refused ? error.conflicts : [];
      set({
        saving: false,
        saveError: error instanceof Unreachable || conflicts.length ? null : (error as Error).message,
      });
      if (conflicts.length) {
        const asked = editor.receive(conflicts);
        // Their changes and the person's met in no field: what the person asked for is done, on the newer version.
        if (!asked && again) return editor.save(false);
        return;
      }
    }
    void runCheck();
  },

  /**
   * Files changed on disk by someone else (their publish, a `git pull`): the editor has them as they are now, and a draft
   * of one is merged with them (rebased). Returns how many questions that asked.
   */
  receive(changes: Conflict[]): number {
    const disk = new Map(state.disk);
    const drafts = new Map(state.drafts);
    const asked: MergeQuestion[] = [];
    let merged = false;
    for (const change of changes) {
      const before = disk.get(change.file);
      if ((before?.version ?? null) === change.version) continue;
      if (change.disk === null || change.version === null) disk.delete(change.file);
      else disk.set(change.file, { text: change.disk, version: change.version });
      const mine = drafts.get(change.file);
      if (mine === undefined) continue;
      const { draft, questions } = rebased(change.file, mine, before?.text ?? null, change);
      if (draft === undefined) drafts.delete(change.file);
      else drafts.set(change.file, draft);
      asked.push(...questions);
      merged = true;
    }
    if (disk.size === state.disk.size && [...disk].every(([file, version]) => state.disk.get(file) === version))
      return 0;
    // Undo would bring back the drafts from before the merge, and with them the others' fields as they were.
    set({ disk, drafts, questions: withQuestions(asked), ...(merged ? { past: [], future: [] } : {}) });
    void runCheck();
    return asked.length;
  },

  /** Where the editor is in the server's change feed. */
  followed(seq: number) {
    if (seq !== state.seq) set({ seq });
  },

  /** The person's answer to a question: their own value stays, or the other person's is taken into the draft. */
  answer(question: MergeQuestion, take: "mine" | "theirs") {
    set({ questions: state.questions.filter((other) => !sameQuestion(other, question)) });
    if (take === "mine") return;
    if (!question.path.length) {
      // The file as the other person left it (changed, or deleted): the draft of it goes.
      const drafts = new Map(state.drafts);
      drafts.delete(question.file);
      return commit(drafts, question.file, "");
    }
    editor.edit(question.file, question.path, question.theirs);
  },

  /**
   * Publishes every unsaved change at a later minute (/admin): the server keeps them from now on, so they leave the
   * editor's unsaved changes. Returns what was scheduled, in words.
   */
  async schedule(publishAt: number): Promise<string> {
    const changes = unsavedChanges(state);
    if (!changes.size || !state.check || state.check.diagnostics.length) return "";
    const answer = await api.schedule({
      publishAt,
      files: [...changes].map(([file, text]) => ({ file, text, base: baseOf(state, file) })),
    });
    const drafts = new Map(state.drafts);
    for (const file of changes.keys()) drafts.delete(file);
    set({ drafts });
    void runCheck();
    return answer.subject;
  },

  /** Files the server wrote for this person by other means (a restored version): the editor has them as they are now. */
  tookSaved(answer: SaveResponse) {
    const disk = new Map(state.disk);
    for (const { file, text, version } of answer.files) {
      if (text === null || version === null) disk.delete(file);
      else disk.set(file, { text, version });
    }
    set({ disk, published: answer.published ?? state.published });
    void runCheck();
  },

  /** Where the rest of the site uses a file, which deleting it would break (empty: it may go). */
  async usedAt(file: string) {
    const answer = await api.check({ changes: Object.fromEntries(unsavedChanges(state)), deleting: file });
    return answer.usedAt ?? [];
  },

  /** A request of the editor's found no server: shown at once, and asked again until it answers. */
  unreachable: () => void lost(),

  /** Unsaved changes from an earlier visit, to be restored or discarded before anything else. */
  offerDrafts(records: DraftRecord[]) {
    set({ offer: records });
  },

  /**
   * The offered drafts become the unsaved changes, as they were left; a file changed on disk since is merged with the
   * version the draft started from (rebased), with a question for each field changed on both sides.
   */
  restoreDrafts() {
    const drafts = new Map(state.drafts);
    const asked: MergeQuestion[] = [];
    for (const record of state.offer ?? []) {
      const draft = record.text === null ? deleted : JSON.parse(record.text);
      const disk = state.disk.get(record.file);
      if (record.base === (disk?.version ?? null)) {
        drafts.set(record.file, draft);
        continue;
      }
      const now: Conflict = { file: record.file, disk: disk?.text ?? null, version: disk?.version ?? null };
      const { draft: merged, questions } = rebased(
        record.file,
        draft,
        record.base === null ? null : record.baseText,
        now,
      );
      if (merged !== undefined) drafts.set(record.file, merged);
      asked.push(...questions);
    }
    // Where the session starts: there is nothing before it to undo.
    set({ drafts, offer: null, past: [], future: [], questions: withQuestions(asked) });
    void runCheck();
  },

  discardDrafts() {
    set({ offer: null });
  },
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
