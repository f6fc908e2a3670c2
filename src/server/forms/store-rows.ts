import { isPlainEmail } from "../../core/forms/field-rules.ts";
import type { StoredSubmission } from "./stored-submission.ts";

export type SubmissionKind = "submissions" | "spam";

/** A row of the submissions table, as `columns` selects it. */
export interface SubmissionRow {
  id: string;
  received_at: number;
  form: string;
  fields: string;
  files: string;
  client: string;
  handled_at: number | null;
}

export const columns = "id, received_at, form, fields, files, client, handled_at";

/** The bytes one stored submission takes: its data and its files. */
export const storedBytes = (entry: StoredSubmission, data: string) =>
  Buffer.byteLength(data) + 1 + Object.values(entry.files).reduce((total, file) => total + file.size, 0);

/** The e-mail addresses typed into a submission's fields, lower-cased: an erasure by address finds it by these. */
export const addressesOf = (fields: Record<string, string>) => [
  ...new Set(
    Object.values(fields)
      .map((value) => value.trim().toLowerCase())
      .filter(isPlainEmail),
  ),
];

/** A row as the inbox shows it. */
export const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: row.id,
  receivedAt: new Date(row.received_at).toISOString(),
  form: row.form,
  fields: JSON.parse(row.fields) as StoredSubmission["fields"],
  files: JSON.parse(row.files) as StoredSubmission["files"],
  client: JSON.parse(row.client) as StoredSubmission["client"],
  ...(row.handled_at === null ? {} : { handledAt: new Date(row.handled_at).toISOString() }),
});
