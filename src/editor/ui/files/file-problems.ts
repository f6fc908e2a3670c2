import type { EditorState } from "../../state/editor-store.ts";
import type { FieldProblem } from "../fields/field-context.tsx";

/** The validator's errors and warnings of one file, as fields show them. */
export function problemsOf(state: EditorState, file: string): FieldProblem[] {
  const check = state.check;
  if (!check) return [];
  return [
    ...check.diagnostics.filter((d) => d.file === file).map((d) => ({ ...d, severity: "error" as const })),
    ...check.warnings.filter((d) => d.file === file).map((d) => ({ ...d, severity: "warning" as const })),
  ];
}

/** Errors per file, for the counts beside each file and for Save. */
export function errorCounts(state: EditorState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of state.check?.diagnostics ?? []) counts.set(d.file, (counts.get(d.file) ?? 0) + 1);
  return counts;
}
