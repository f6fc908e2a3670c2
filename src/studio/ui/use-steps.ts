import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { fileValue, type EditorState, type HistoryStep } from "../state/editor-state.ts";
import { editor } from "../state/editor-store.ts";
import { fieldPlace } from "../state/field-place.ts";
import { titleOf } from "../state/file-titles.ts";
import { valueAt } from "../state/own-fields.ts";
import { words } from "../words.ts";
import { fieldAddress } from "./files/place-words.ts";

/** A step's field as a path: its pointer's parts, an item's index as a number. */
const pathOf = (pointer: string) =>
  pointer === "" ? [] : pointer.split("/").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The same items in another order. */
const reordered = (before: unknown, after: unknown): after is unknown[] =>
  Array.isArray(before) &&
  Array.isArray(after) &&
  before.length === after.length &&
  JSON.stringify(before.map((item) => JSON.stringify(item)).sort()) ===
    JSON.stringify(after.map((item) => JSON.stringify(item)).sort());

/** What a step undone or redone did to its file, in words: "About: Block 2: Hero moved back", "About: Hero › Title". */
function stepWords(step: HistoryStep, was: EditorState, now: EditorState, undone: boolean): string {
  const path = pathOf(step.pointer);
  const value = fileValue(now, step.file) ?? fileValue(was, step.file);
  const title = titleOf(value ?? {}, step.file, now.schemas);
  const before = valueAt(fileValue(was, step.file), path);
  const after = valueAt(fileValue(now, step.file), path);
  let what = path.length ? fieldPlace(now.schemas, step.file, value, path) : "";
  if (reordered(before, after)) {
    // The first item that is not where it was: the one the person moved, or the one it passed.
    const moved = after.findIndex(
      (item, index) => JSON.stringify(item) !== JSON.stringify((before as unknown[])[index]),
    );
    const item = fieldPlace(now.schemas, step.file, value, [...path, moved]);
    what = undone ? words.movedBack(item) : words.movedAgain(item);
  }
  return undone ? words.undoneOn(title, what) : words.redoneOn(title, what);
}

/** The file and block a step was in, as the address of its form. */
const stepAddress = (step: HistoryStep) => fieldAddress(step.file, pathOf(step.pointer));

/**
 * Undo and Redo that act where the person can see them: a step on a file other than the one on screen (or in a block
 * that is not open) takes the person to its form first, with its block open, and says what was undone there (on the
 * unsaved changes, which show every file's, it is only said). Without it, the second Undo could take back a change on
 * a page left a while ago, with no sign of it.
 */
export function useSteps() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [notice, setNotice] = useState<{ text: string; at: string } | null>(null);
  const act = useCallback(
    (undone: boolean) => {
      const was = editor.get();
      const step = undone ? was.past.at(-1) : was.future[0];
      if (!step) return;
      if (undone) editor.undo();
      else editor.redo();
      const now = editor.get();
      // A step that renamed its file is undone on the file as it was named before, and redone on the new one.
      const target = step.renamed ? { ...step, file: undone ? step.renamed.from : step.renamed.to } : step;
      const address = stepAddress(target);
      const [page, query = ""] = address.split("?");
      const otherFile = pathname !== page;
      const otherBlock =
        query !== "" && new URLSearchParams(search).get("block") !== new URLSearchParams(query).get("block");
      // A file the step took away (undoing its creation) has no form to go to; the unsaved changes show every file's,
      // so the step is seen there, and only said.
      const there = fileValue(now, target.file) !== undefined && pathname !== "/changes";
      if (there && (otherFile || otherBlock)) navigate(address, { replace: !otherFile });
      setNotice(otherFile ? { text: stepWords(target, was, now, undone), at: there ? page : pathname } : null);
    },
    [navigate, pathname, search],
  );
  // Leaving the page it is about closes it: coming back later, it would say what is no longer news.
  useEffect(() => setNotice((shown) => (shown && shown.at !== pathname ? null : shown)), [pathname]);
  return {
    undo: useCallback(() => act(true), [act]),
    redo: useCallback(() => act(false), [act]),
    /** Said on the page it is about; gone when the person leaves it, or closes it. */
    notice: notice && notice.at === pathname ? notice.text : null,
    dismiss: useCallback(() => setNotice(null), []),
  };
}
