import type { CheckResponse } from "../../../core/contract/api-types.ts";
import type { EditorState } from "../../state/editor-state.ts";
import type { Diagnostic } from "../../../core/validation/diagnostic.ts";
import { signedInEditor } from "../../api.ts";
import { adminOnlyWarning, changesAllSettings, inEditorWords } from "./warning-actions.ts";

/** A problem the validator found, as a field shows it. */
export interface FieldProblem extends Diagnostic {
  severity: "error" | "warning";
}

const problemsByCheck = new WeakMap<CheckResponse, Map<string, FieldProblem[]>>();
const none: FieldProblem[] = [];

/**
 * The validator's errors and warnings of one file, as fields show them: the same array until the next check answers.
 * On /admin a warning is in the editor's words, and one only an admin can act on is shown to admins only.
 */
export function problemsOf(state: EditorState, file: string): FieldProblem[] {
  const check = state.check;
  if (!check) return none;
  let byFile = problemsByCheck.get(check);
  if (!byFile) {
    byFile = new Map();
    problemsByCheck.set(check, byFile);
  }
  let problems = byFile.get(file);
  if (!problems) {
    problems = [
      // A check the site's settings make block a publish is a warning become a problem: in the same words.
      ...check.diagnostics
        .filter((d) => d.file === file)
        .map((d) => ({ ...(signedInEditor ? inEditorWords(d) : d), severity: "error" as const })),
      ...check.warnings
        .filter((d) => d.file === file && (!signedInEditor || !adminOnlyWarning(d.code) || changesAllSettings(state)))
        // The people of /admin read warnings in their words, with the button that fixes each (ProblemList.tsx).
        .map((d) => ({ ...(signedInEditor ? inEditorWords(d) : d), severity: "warning" as const })),
    ];
    byFile.set(file, problems);
  }
  return problems;
}

const countsByCheck = new WeakMap<CheckResponse, Map<string, number>>();

/** Errors per file, for the counts beside each file and for Save. */
export function errorCounts(state: EditorState): ReadonlyMap<string, number> {
  const check = state.check;
  if (!check) return new Map();
  let counts = countsByCheck.get(check);
  if (!counts) {
    counts = new Map();
    for (const d of check.diagnostics) counts.set(d.file, (counts.get(d.file) ?? 0) + 1);
    countsByCheck.set(check, counts);
  }
  return counts;
}
