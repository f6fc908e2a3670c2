import type Database from "better-sqlite3";
import {
  columns,
  toSubmission,
  type StoredSubmission,
  type SubmissionKind,
  type SubmissionRow,
} from "../../../src/server/forms/store.ts";

/** The submissions in a site database, oldest first, as the store gives them (read synchronously, for tests). */
export function storedRows(db: Database.Database, kind: SubmissionKind = "submissions"): StoredSubmission[] {
  const rows = db
    .prepare(`SELECT ${columns} FROM submissions WHERE spam = ? ORDER BY received_at, rowid`)
    .all(kind === "spam" ? 1 : 0) as SubmissionRow[];
  return rows.map(toSubmission);
}
