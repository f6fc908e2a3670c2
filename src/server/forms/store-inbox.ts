import type { Sql } from "../store/sql.ts";
import { columns, toSubmission, type SubmissionKind, type SubmissionRow } from "./store-rows.ts";
import { searchCondition, searchWords } from "./submission-search.ts";
import type { StoredSubmission } from "./stored-submission.ts";

/**
 * The inbox's reads of the submissions: a folder whole (oldest first), a page of it (newest first, by the index, one
 * form or all, by words), and how many there are.
 */
export class InboxQueries {
  /** The column that orders submissions received in the same millisecond: SQLite's rowid, PostgreSQL's seq. */
  private readonly order: string;

  constructor(private readonly db: Sql) {
    this.order = db.dialect === "sqlite" ? "rowid" : "seq";
  }

  /** Every stored submission of a kind (one form's only, with `form`), oldest first. */
  async list(kind: SubmissionKind = "submissions", form?: string): Promise<StoredSubmission[]> {
    const spam = kind === "spam" ? 1 : 0;
    const rows =
      form === undefined
        ? await this.db.all<SubmissionRow>(
            `SELECT ${columns} FROM submissions WHERE spam = ? ORDER BY received_at, ${this.order}`,
            [spam],
          )
        : await this.db.all<SubmissionRow>(
            `SELECT ${columns} FROM submissions WHERE spam = ? AND form = ? ORDER BY received_at, ${this.order}`,
            [spam, form],
          );
    return rows.map(toSubmission);
  }

  /**
   * One page of the inbox, newest first: a kind, one form or all, and (with `search`) only those whose fields hold
   * words starting with each word searched for. `before` is the last submission of the page before (its id): pages follow each other by the index,
   * never by an offset that would read every row it skips.
   */
  async page({
    kind = "submissions",
    form,
    search,
    before,
    limit = 50,
  }: {
    kind?: SubmissionKind;
    form?: string;
    search?: string;
    before?: string;
    limit?: number;
  }): Promise<{ submissions: StoredSubmission[]; more: boolean }> {
    const where = ["spam = ?"];
    const values: (string | number)[] = [kind === "spam" ? 1 : 0];
    if (form !== undefined) {
      where.push("form = ?");
      values.push(form);
    }
    if (before !== undefined) {
      const cursor = await this.db.get<{ received_at: number; position: number }>(
        `SELECT received_at, ${this.order} AS position FROM submissions WHERE id = ?`,
        [before],
      );
      if (cursor) {
        where.push(`(received_at < ? OR (received_at = ? AND ${this.order} < ?))`);
        values.push(cursor.received_at, cursor.received_at, cursor.position);
      }
    }
    // Every word, as the start of a word of what the visitor typed, by the full-text index (any case, any accents).
    const words = searchWords(search);
    // Only punctuation: no word of any submission starts with it.
    if (!words.length && search?.trim()) return { submissions: [], more: false };
    if (words.length) {
      const condition = searchCondition(this.db.dialect, words);
      where.push(condition.where);
      values.push(condition.value);
    }
    const rows = await this.db.all<SubmissionRow>(
      `SELECT ${columns} FROM submissions WHERE ${where.join(" AND ")} ORDER BY received_at DESC, ${this.order} DESC LIMIT ?`,
      [...values, limit + 1],
    );
    return { submissions: rows.slice(0, limit).map(toSubmission), more: rows.length > limit };
  }

  /** How many submissions of a kind (of one form, with `form`) are stored. */
  async count(kind: SubmissionKind = "submissions", form?: string): Promise<number> {
    const spam = kind === "spam" ? 1 : 0;
    const row =
      form === undefined
        ? await this.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM submissions WHERE spam = ?", [spam])
        : await this.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM submissions WHERE spam = ? AND form = ?", [
            spam,
            form,
          ]);
    return Number(row?.n ?? 0);
  }
}
