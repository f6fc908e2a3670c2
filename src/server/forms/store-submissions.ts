import { randomUUID } from "node:crypto";
import type { Sql } from "../store/sql.ts";
import { addressKey } from "../address-key.ts";
import type { ReceivedFile } from "./receive-file.ts";
import type { StoredFiles } from "./store-files.ts";
import { queueMail } from "./store-mail-queue.ts";
import { addressesOf, columns, storedBytes, toSubmission, type SubmissionRow } from "./store-rows.ts";
import { indexedWords } from "./submission-search.ts";
import type { StoredSubmission } from "./stored-submission.ts";

/**
 * Each submission's rows: written with its files (store-files.ts) and the e-mail to send about it in one commit,
 * found by id, marked handled or spam, and erased, one, every one from an address, or every one older than a number
 * of days.
 */
export class Submissions {
  constructor(
    private readonly db: Sql,
    private readonly files: StoredFiles,
  ) {}

  private async exists(id: string, sql: Sql = this.db): Promise<boolean> {
    return (await sql.get("SELECT 1 AS found FROM submissions WHERE id = ?", [id])) !== undefined;
  }

  /**
   * Stores a submission; resolves only once it is committed. `files` are in the temporary folder and are moved
   * into place; with `mail`, an e-mail about it is queued in the same commit.
   */
  async save(
    entry: Omit<StoredSubmission, "id" | "receivedAt" | "files">,
    files: ReceivedFile[],
    { spam = false, mail = false } = {},
  ): Promise<{ stored: StoredSubmission; bytes: number }> {
    const receivedAt = Date.now();
    const id = randomUUID();
    const stored: StoredSubmission = { id, receivedAt: new Date(receivedAt).toISOString(), ...entry, files: {} };
    try {
      if (files.length) await this.files.place(stored, files);
      const bytes = await this.db.transaction((tx) => this.insert(tx, stored, spam, mail ? receivedAt : undefined));
      if (files.length) await this.files.finish(id);
      return { stored, bytes };
    } catch (error) {
      if (!(await this.find(id).catch(() => null))) await this.files.discard(id).catch(() => undefined);
      throw error;
    }
  }

  /** Writes one submission's rows (in the caller's transaction); returns the bytes it takes. */
  private async insert(tx: Sql, entry: StoredSubmission, spam: boolean, mailQueuedAt?: number): Promise<number> {
    const fields = JSON.stringify(entry.fields);
    const client = JSON.stringify(entry.client);
    const files = JSON.stringify(entry.files);
    const bytes = storedBytes(entry, fields + client + files);
    const values = [
      entry.id,
      Date.parse(entry.receivedAt),
      entry.form,
      spam ? 1 : 0,
      fields,
      files,
      client,
      // The column the daily quota per address counts by: the address's key, an IPv6 /64 as one (address-key.ts).
      // The address itself is kept in the client's details.
      addressKey(entry.client.ip),
      bytes,
      entry.handledAt ? Date.parse(entry.handledAt) : null,
    ];
    if (tx.dialect === "sqlite") {
      // The full-text index is kept by triggers (sqlite-steps.ts).
      await tx.run(
        "INSERT INTO submissions (id, received_at, form, spam, fields, files, client, ip, bytes, handled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        values,
      );
    } else {
      await tx.run(
        "INSERT INTO submissions (id, received_at, form, spam, fields, files, client, ip, bytes, handled_at, words) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, to_tsvector('simple', ?))",
        [...values, indexedWords(fields)],
      );
    }
    for (const value of addressesOf(entry.fields))
      await tx.run("INSERT INTO submission_addresses (address, submission_id) VALUES (?, ?) ON CONFLICT DO NOTHING", [
        value,
        entry.id,
      ]);
    if (mailQueuedAt !== undefined) await queueMail(tx, entry.id, mailQueuedAt);
    return bytes;
  }

  /** Writes submissions as earlier versions kept them, in one commit, skipping those already there (store-import.ts); how many were new. */
  async insertImported(entries: StoredSubmission[], spam: boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      let added = 0;
      for (const entry of entries) {
        if (await this.exists(entry.id, tx)) continue;
        await this.insert(tx, entry, spam);
        added++;
      }
      return added;
    });
  }

  /** Whether a submission with this id is stored (spam included). */
  async has(id: string): Promise<boolean> {
    return this.exists(id);
  }

  /** The bytes stored since `since` (ms), by everyone or from one address's key (address-key.ts): the daily quotas. */
  async bytesSince(since: number, ip?: string): Promise<number> {
    const row =
      ip === undefined
        ? await this.db.get<{ bytes: number }>(
            "SELECT COALESCE(SUM(bytes), 0) AS bytes FROM submissions WHERE received_at >= ?",
            [since],
          )
        : await this.db.get<{ bytes: number }>(
            "SELECT COALESCE(SUM(bytes), 0) AS bytes FROM submissions WHERE ip = ? AND received_at >= ?",
            [ip, since],
          );
    return Number(row?.bytes ?? 0);
  }

  /** One submission by id (spam included), or null. */
  async find(id: string): Promise<StoredSubmission | null> {
    const row = await this.db.get<SubmissionRow>(`SELECT ${columns} FROM submissions WHERE id = ?`, [id]);
    return row ? toSubmission(row) : null;
  }

  /** Marks a submission as answered (or, with null, as not yet); false when there is no such submission. */
  async markHandled(id: string, at: number | null): Promise<boolean> {
    return (await this.db.run("UPDATE submissions SET handled_at = ? WHERE id = ?", [at, id])).changes > 0;
  }

  /** Moves a submission to the spam folder or out of it; false when there is no such submission. */
  async markSpam(id: string, spam: boolean): Promise<boolean> {
    return (await this.db.run("UPDATE submissions SET spam = ? WHERE id = ?", [spam ? 1 : 0, id])).changes > 0;
  }

  /**
   * Erases everything sent with one e-mail address in it (a person's request under the Nigeria Data Protection Act):
   * the submissions, spam included, their files and their queued e-mails. Returns what was erased.
   */
  async removeByAddress(address: string): Promise<StoredSubmission[]> {
    const rows = await this.db.all<SubmissionRow>(
      `SELECT ${columns
        .split(", ")
        .map((column) => `s.${column}`)
        .join(", ")} FROM submission_addresses a JOIN submissions s ON s.id = a.submission_id WHERE a.address = ?`,
      [address.trim().toLowerCase()],
    );
    return rows.length ? this.erase(rows) : [];
  }

  /**
   * Erases submissions with their files and queued e-mails: the files are first moved aside (so an erasure cut
   * short by a crash is finished at the next start), then the rows go in one commit, then the files.
   */
  private async erase(rows: SubmissionRow[]): Promise<StoredSubmission[]> {
    const erased = rows.map(toSubmission);
    const withFiles = erased.filter((entry) => Object.keys(entry.files).length > 0).map((entry) => entry.id);
    await this.files.setAside(withFiles);
    await this.db.transaction(async (tx) => {
      for (const entry of erased) await tx.run("DELETE FROM submissions WHERE id = ?", [entry.id]);
    });
    await this.files.removeSetAside(withFiles);
    return erased;
  }

  /** Erases one submission (a person's request under the data protection law): its row, files and unsent e-mail. */
  async remove(id: string): Promise<StoredSubmission | null> {
    const row = await this.db.get<SubmissionRow>(`SELECT ${columns} FROM submissions WHERE id = ?`, [id]);
    return row ? (await this.erase([row]))[0] : null;
  }

  /** Erases every submission received more than `days` days before `now`, a thousand at a time; returns how many. */
  async purgeOlderThan(days: number, now = new Date()): Promise<number> {
    const cutoff = now.getTime() - days * 24 * 60 * 60 * 1000;
    let total = 0;
    for (;;) {
      const rows = await this.db.all<SubmissionRow>(
        `SELECT ${columns} FROM submissions WHERE received_at < ? ORDER BY received_at LIMIT 1000`,
        [cutoff],
      );
      if (!rows.length) return total;
      total += (await this.erase(rows)).length;
    }
  }
}
