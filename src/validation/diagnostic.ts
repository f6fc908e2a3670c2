/** One problem found in site data, positioned so an editor can jump straight to it. */
export interface Diagnostic {
  /** Path of the file relative to the project, e.g. "site-data/pages/home.json". */
  file: string;
  line: number;
  column: number;
  /** JSON pointer to the value concerned, e.g. "/sections/3/items/1/icon" ("" for the whole file). */
  pointer: string;
  /** What is wrong, in plain words. */
  message: string;
  /** What to do about it, when there is something useful to say. */
  hint?: string;
}

/** `file:line:column  pointer  message` then the hint, indented, on its own line. */
export function formatDiagnostic(d: Diagnostic): string {
  const head = `${d.file}:${d.line}:${d.column}  ${d.pointer || "/"}  ${d.message}`;
  return d.hint ? `${head}\n    hint: ${d.hint}` : head;
}

export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}
