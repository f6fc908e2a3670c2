import type { Conflict, DraftRecord } from "../../core/contract/api-types.ts";
import { expectedSchemaRef, fileRole } from "../../core/validation/file-roles.ts";
import type { Path } from "../../core/validation/json-pointer.ts";
import { set, state } from "./current-state.ts";
import { runCheck } from "./editor-checks.ts";
import {
  deleted,
  rootNodeOf,
  fileValue,
  type Draft,
  type HistoryStep,
  type MergeQuestion,
  type OwnField,
  type Replaced,
} from "./editor-state.ts";
import { withValueAt } from "./json-edits.ts";
import { mergeValues, same } from "./merge-json.ts";
import { valueAt } from "./own-fields.ts";
import { nodeAt, propertyOrder } from "./schema-tree.ts";

/** Keystrokes in one field closer together than this are one step of undo. */
const typingPause = 1500;

function commit(drafts: ReadonlyMap<string, Draft>, file: string, pointer: string, renamed?: HistoryStep["renamed"]) {
  const now = Date.now();
  const last = state.past.at(-1);
  const sameTyping = last && last.file === file && last.pointer === pointer && now - last.at < typingPause;
  const past = sameTyping
    ? [...state.past.slice(0, -1), { ...last, at: now }]
    : [...state.past, { drafts: state.drafts, file, pointer, at: now, ...(renamed && { renamed }) }];
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

const sameQuestion = (a: Pick<MergeQuestion, "file" | "path">, b: Pick<MergeQuestion, "file" | "path">) =>
  a.file === b.file && a.path.join("/") === b.path.join("/");

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
 * A step of undo (or redo) brought onto a newer version of a file, as the drafts are: the drafts it would give back get
 * the other person's change too, so that undoing a step of one's own after a merge takes back that step only, and not
 * the others' fields as they were. A field both changed keeps the step's value, as the draft keeps the person's.
 */
function rebasedStep(step: HistoryStep, baseText: string | null, change: Conflict): HistoryStep {
  const mine = step.drafts.get(change.file);
  if (mine === undefined) return step;
  const { draft } = rebased(change.file, mine, baseText, change);
  if (draft === mine) return step;
  const drafts = new Map(step.drafts);
  if (draft === undefined) drafts.delete(change.file);
  else drafts.set(change.file, draft);
  return { ...step, drafts };
}

let replacedCount = 0;

/**
 * The fields of the person's last save that a change replaced (all of them, when it deleted the file), but those the
 * person is asked about already; and what is left of theirs.
 */
function replacedBy(
  change: Conflict,
  own: OwnField[],
  asked: MergeQuestion[],
): { replaced: Replaced[]; kept: OwnField[] } {
  const theirs = change.disk === null ? null : parsed(change.disk);
  const who = { by: change.by, at: change.at };
  const mine = own.filter((field) => field.file === change.file);
  const kept = own.filter((field) => field.file !== change.file);
  if (!mine.length) return { replaced: [], kept };
  if (theirs === null)
    return { replaced: [{ id: ++replacedCount, file: change.file, path: [], theirs, ...who }], kept };
  const replaced: Replaced[] = [];
  for (const field of mine) {
    const now = valueAt(theirs, field.path);
    if (same(now, field.value)) kept.push(field);
    else if (!asked.some((question) => sameQuestion(question, field)))
      replaced.push({ id: ++replacedCount, file: change.file, path: field.path, theirs: now, ...who });
  }
  return { replaced, kept };
}

/**
 * Files changed on disk by someone else (their publish, a `git pull`): the editor has them as they are now, and a draft
 * of one is merged with them (rebased), as is each step of undo and redo. A field of the person's last save that they
 * changed is said in a notice. Returns how many questions that asked.
 */
export function receive(changes: Conflict[]): number {
  const disk = new Map(state.disk);
  const drafts = new Map(state.drafts);
  const asked: MergeQuestion[] = [];
  let { past, future, ownFields, publishedReplaced } = state;
  const replaced: Replaced[] = [];
  for (const change of changes) {
    const before = disk.get(change.file);
    if ((before?.version ?? null) === change.version) continue;
    if (change.disk === null || change.version === null) disk.delete(change.file);
    else disk.set(change.file, { text: change.disk, version: change.version });
    const baseText = before?.text ?? null;
    past = past.map((step) => rebasedStep(step, baseText, change));
    future = future.map((step) => rebasedStep(step, baseText, change));
    const mine = drafts.get(change.file);
    if (mine !== undefined) {
      const { draft, questions } = rebased(change.file, mine, baseText, change);
      if (draft === undefined) drafts.delete(change.file);
      else drafts.set(change.file, draft);
      asked.push(...questions);
    }
    const own = replacedBy(change, ownFields, asked);
    ownFields = own.kept;
    replaced.push(...own.replaced);
    if (own.replaced.length) publishedReplaced = { by: change.by, at: change.at };
  }
  if (disk.size === state.disk.size && [...disk].every(([file, version]) => state.disk.get(file) === version)) return 0;
  set({
    disk,
    drafts,
    past,
    future,
    questions: withQuestions(asked),
    ownFields,
    publishedReplaced,
    replaced: [...state.replaced.filter((old) => !replaced.some((other) => sameQuestion(old, other))), ...replaced],
  });
  void runCheck();
  return asked.length;
}

/** The person has read the notice of a field someone else replaced. */
export function dismissReplaced(id: number) {
  set({ replaced: state.replaced.filter((notice) => notice.id !== id) });
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
export function editMany(changes: ReadonlyMap<string, unknown>, file: string, renamed?: HistoryStep["renamed"]) {
  const drafts = new Map(state.drafts);
  for (const [changed, value] of changes) {
    if (value !== null) drafts.set(changed, value);
    else if (state.disk.has(changed)) drafts.set(changed, deleted);
    else drafts.delete(changed);
  }
  commit(drafts, file, "", renamed);
}
