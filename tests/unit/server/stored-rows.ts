import type { Db } from "../../../src/admin/store/database.ts";
import type { StoredSubmission, SubmissionKind } from "../../../src/server/forms/store.ts";

/** The submissions in a site database, oldest first, as the store gives them (read directly, for tests). */
export function storedRows(db: Db, kind: SubmissionKind = "submissions"): StoredSubmission[] {
  const rows = db.prepare("SELECT id, received_at, form, fields, files, client, handled_at FROM submissions WHERE spam = ? ORDER BY received_at, rowid").all(kind === "spam" ? 1 : 0) as {
    id: string;
    received_at: number;
    form: string;
    fields: string;
    files: string;
    client: string;
    handled_at: number | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    receivedAt: new Date(row.received_at).toISOString(),
    form: row.form,
    fields: JSON.parse(row.fields) as StoredSubmission["fields"],
    files: JSON.parse(row.files) as StoredSubmission["files"],
    client: JSON.parse(row.client) as StoredSubmission["client"],
    ...(row.handled_at === null ? {} : { handledAt: new Date(row.handled_at).toISOString() }),
  }));
}
