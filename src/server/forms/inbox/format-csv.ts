import { escapeUnsafeKeepingLines } from "../printable.ts";
import type { StoredSubmission } from "../store.ts";
import type { FieldLabels } from "./format-text.ts";

/**
 * A spreadsheet program runs a cell that starts with = + - @ (after any spaces) as a formula: a visitor's
 * "=HYPERLINK(...)" would become a live link. Such a value is written with a leading apostrophe, so it stays text; a
 * plain number ("+234 803 000 0000") is left as it is. Control characters are escaped first (escapeUnsafe: a NUL,
 * an ESC, a tab become visible "\u0000" text), so none can hide a formula from this check or reach the reader.
 */
const neutralise = (value: string) =>
  /^\s*[=+\-@]/.test(value) && !/^[+-]?[\d\s().-]+$/.test(value) ? `'${value}` : value;

const cell = (value: string) => {
  const text = neutralise(escapeUnsafeKeepingLines(value.replace(/\r\n?/g, "\n")));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * Submissions as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read Nigerian names and the
 * naira sign right), oldest first: one column per field of the forms involved, headed by its label, then one per
 * file field with the file's name and where it is kept.
 */
export function formatCsv(submissions: StoredSubmission[], labels: FieldLabels): string {
  const fieldColumns: [string, string][] = [];
  const fileColumns: [string, string][] = [];
  for (const entry of submissions) {
    for (const name of Object.keys(entry.fields))
      if (!fieldColumns.some(([form, field]) => form === entry.form && field === name))
        fieldColumns.push([entry.form, name]);
    for (const name of Object.keys(entry.files))
      if (!fileColumns.some(([form, field]) => form === entry.form && field === name))
        fileColumns.push([entry.form, name]);
  }
  // One column per label: forms that share a field ("Email Address") share its column.
  const heading = (form: string, name: string) => labels.get(form)?.get(name) ?? name;
  const fieldHeadings = [...new Set(fieldColumns.map(([form, name]) => heading(form, name)))];
  const fileHeadings = [...new Set(fileColumns.map(([form, name]) => heading(form, name)))];
  const rows = [
    ["Received", "Form", "Submission", ...fieldHeadings, ...fileHeadings.map((title) => `${title} (file)`)],
  ];
  for (const entry of submissions) {
    const byHeading = new Map(Object.entries(entry.fields).map(([name, value]) => [heading(entry.form, name), value]));
    const filesByHeading = new Map(
      Object.entries(entry.files).map(([name, file]) => [
        heading(entry.form, name),
        `${file.originalName} (${file.storedAs})`,
      ]),
    );
    rows.push([
      entry.receivedAt,
      entry.form,
      entry.id,
      ...fieldHeadings.map((title) => byHeading.get(title) ?? ""),
      ...fileHeadings.map((title) => filesByHeading.get(title) ?? ""),
    ]);
  }
  return `\ufeff${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
