import type { Conflict, DraftRecord } from "../../core/contract/api-types.ts";
import { expectedSchemaRef, fileRole } from "../../core/validation/file-roles.ts";
import type { Path } from "../../core/validation/json-pointer.ts";
import { set, state } from "./current-state.ts";
import { runCheck } from "./editor-checks.ts";
import { deleted, rootNodeOf, fileValue, type Draft, type MergeQuestion } from "./editor-state.ts";
import { withValueAt } from "./json-edits.ts";
import { mergeValues } from "./merge-json.ts";
import { nodeAt, propertyOrder } from "./schema-tree.ts";

/** Keystrokes in one field closer together than this are one step of undo. */
const typingPause = 1500;

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

/** Sets (undefined: removes) the value at `path` of a file, keeping its fields in their schema's order. */
export function edit(file: string, path: Path, next: unknown) {
  const root = rootNodeOf(file);
  const value = fileValue(state, file);
  // `at` is where the object that gains a key sits in the file.
  const updated = withValueAt(value, path, next, (at) => propertyOrder(root && nodeAt(state.schemas, root, value, at)));
  commit(new Map(state.drafts).set(file, updated), file, path.join("/"));
}

/** A new file from a value (a schema's example): unsaved until saved, like any edit. */
export function create(file: string, value: Record<string, unknown>) {
  const role = fileRole(file);
  const withSchema = role ? { $schema: expectedSchemaRef(file, role.schema), ...value } : value;
  commit(new Map(state.drafts).set(file, withSchema), file, "");
}

export function remove(file: string) {
  const drafts = new Map(state.drafts);
  if (state.disk.has(file)) drafts.set(file, deleted);
  else drafts.delete(file);
  commit(drafts, file, "");
}

/** Forgets the unsaved changes of one file. */
export function revert(file: string) {
  const drafts = new Map(state.drafts);
  drafts.delete(file);
  commit(drafts, file, "");
}

export function undo() {
  const step = state.past.at(-1);
  if (!step) return;
  set({
    drafts: step.drafts,
    past: state.past.slice(0, -1),
    future: [{ ...step, drafts: state.drafts }, ...state.future],
  });
  void runCheck();
}

export function redo() {
  const [step, ...future] = state.future;
  if (!step) return;
  set({ drafts: step.drafts, past: [...state.past, { ...step, drafts: state.drafts }], future });
  void runCheck();
}

/**
 * Files changed on disk by someone else (their publish, a `git pull`): the editor has them as they are now, and a draft
 * of one is merged with them (rebased). Returns how many questions that asked.
 */
export function receive(changes: Conflict[]): number {
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
  if (disk.size === state.disk.size && [...disk].every(([file, version]) => state.disk.get(file) === version)) return 0;
  // Undo would bring back the drafts from before the merge, and with them the others' fields as they were.
  set({ disk, drafts, questions: withQuestions(asked), ...(merged ? { past: [], future: [] } : {}) });
  void runCheck();
  return asked.length;
}

/** The person's answer to a question: their own value stays, or the other person's is taken into the draft. */
export function answer(question: MergeQuestion, take: "mine" | "theirs") {
  set({ questions: state.questions.filter((other) => !sameQuestion(other, question)) });
  if (take === "mine") return;
  if (!question.path.length) {
    // The file as the other person left it (changed, or deleted): the draft of it goes.
    const drafts = new Map(state.drafts);
    drafts.delete(question.file);
    return commit(drafts, question.file, "");
  }
  edit(question.file, question.path, question.theirs);
}

/** Unsaved changes from an earlier visit, to be restored or discarded before anything else. */
export function offerDrafts(records: DraftRecord[]) {
  set({ offer: records });
}

/**
 * The offered drafts become the unsaved changes, as they were left; a file changed on disk since is merged with the
 * version the draft started from (rebased), with a question for each field changed on both sides.
 */
export function restoreDrafts() {
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
}

export function discardDrafts() {
  set({ offer: null });
}

/**
 * Several files changed as one step, undone together: an address changed (the file renamed, the references and links
 * that follow it). A value of null deletes its file.
 */
export function editMany(changes: ReadonlyMap<string, unknown>, file: string) {
  const drafts = new Map(state.drafts);
  for (const [changed, value] of changes) {
    if (value !== null) drafts.set(changed, value);
    else if (state.disk.has(changed)) drafts.set(changed, deleted);
    else drafts.delete(changed);
  }
  commit(drafts, file, "");
}
