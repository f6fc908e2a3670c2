import { errorEntry, problem, type ErrorCode, type ProblemArgs } from "./errors.ts";

/** One problem found in site data, positioned so an editor can jump straight to it. */
export interface Diagnostic {
  /** Path of the file relative to the project, e.g. "site-data/pages/home.json". */
  file: string;
  line: number;
  column: number;
  /** JSON pointer to the value concerned, e.g. "/sections/3/items/1/icon" ("" for the whole file). */
  pointer: string;
  /** What kind of problem it is, for good (src/core/validation/errors.ts, docs/errors.md): match on this, not on `message`. */
  code: ErrorCode;
  /** What is wrong, in plain words. */
  message: string;
  /** What to do about it, when there is something useful to say. */
  hint?: string;
  /** The arguments `message` was made from, by name: `{ field: "subtitle" }` for a missing required field. */
  params: Record<string, unknown>;
}

/** A problem of a whole file (line 1, column 1), or of a file that is missing. */
export function fileDiagnostic<C extends ErrorCode>(file: string, code: C, ...args: ProblemArgs<C>): Diagnostic {
  return { file, line: 1, column: 1, pointer: "", ...problem(code, ...args) };
}

/**
 * `file:line:column  error [code]  pointer  message` (or `warning [code]`, as the code's entry says), then the hint,
 * indented, on its own line.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const head = `${d.file}:${d.line}:${d.column}  ${errorEntry(d.code).severity} [${d.code}]  ${d.pointer || "/"}  ${d.message}`;
  return d.hint ? `${head}\n    hint: ${d.hint}` : head;
}

export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}
