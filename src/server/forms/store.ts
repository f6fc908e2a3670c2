import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Sql } from "../../store/sql.ts";
import { extensionOf, isPlainEmail } from "../../forms/field-rules.ts";
import { dataFolder, type DataFolder } from "./data-folder.ts";
import { addressKey } from "../address-key.ts";
import { syncFolder } from "./durable-files.ts";
import type { MailFailure } from "./mail/outbox-entry.ts";
import { displayName } from "./printable.ts";
import type { ReceivedFile } from "./receive-file.ts";
import { importJsonLines, type ImportReport } from "./store-import.ts";
import { indexedWords, searchCondition, searchWords } from "./submission-search.ts";
import type { StoredSubmission } from "./stored-submission.ts";

export type { StoredFile, StoredSubmission } from "./stored-submission.ts";

export type SubmissionKind = "submissions" | "spam";

/** An e-mail about a submission still to send (or given up: `failedAt`). */
export interface QueuedMail {
  id: string;
  attempts: number;
  /** Milliseconds since 1970, as every time below. */
  nextAttemptAt: number;
  queuedAt: number;
  lastError?: string;
  failedAt?: number;
}

/** What the store found and put right when it opened. */
export interface OpenReport {
  removedTemporaryFiles: number;
  /** Files of submissions whose row was never written (a process that died while storing): removed. */
  removedOrphanFolders: number;
  /** Files of submissions whose row was written but that were not yet in place: moved there. */
  finishedFolders: number;
  imported: ImportReport;
}

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

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

async function entriesOf(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** Whether a folder's entry was last changed before `before` (ms); one already gone is not. */
async function changedBefore(path: string, before: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs < before;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

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

interface MailRow {
  submission_id: string;
  attempts: number;
  next_attempt_at: number;
  queued_at: number;
  last_error: string | null;
  failed_at: number | null;
}

const toQueuedMail = (row: MailRow): QueuedMail => ({
  id: row.submission_id,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  queuedAt: row.queued_at,
  ...(row.last_error === null ? {} : { lastError: row.last_error }),
  ...(row.failed_at === null ? {} : { failedAt: row.failed_at }),
});

export const columns = "id, received_at, form, fields, files, client, handled_at";

/**
 * The submissions of the local form service: rows of the site's database (WAL, full sync: a commit is on disk
 * before it returns), with their files on disk in the data folder (data-folder.ts). Nothing acknowledged is lost:
 * files are checked in a temporary folder, moved beside the store, and the row (with the e-mail to send about it)
 * is committed before the visitor is answered; whatever fails on the way is removed. Every read is by an index, so
 * the cost of a submission, an e-mail or a page of the inbox does not grow with how many are stored.
 */
export class SubmissionStore {
  readonly folder: DataFolder;

  /** The column that orders submissions received in the same millisecond: SQLite's rowid, PostgreSQL's seq. */
  private readonly order: string;

  /**
   * `shared`: other processes (instances sharing a PostgreSQL database and FORM_FILES_DIR) store into the same
   * folder, so what looks unfinished at start may be theirs, in progress: only what is older than an hour is
   * removed. A folder of one process's own is tidied at once.
   */
  constructor(
    private readonly db: Sql,
    root: string,
    private readonly log: {
      warn: (details: object, message: string) => void;
      info?: (details: object, message: string) => void;
    } = { warn: () => undefined },
    { shared = db.dialect === "postgres" }: { shared?: boolean } = {},
  ) {
    this.folder = dataFolder(root);
    this.order = db.dialect === "sqlite" ? "rowid" : "seq";
    this.unfinishedAge = shared ? 60 * 60 * 1000 : 0;
  }

  private readonly unfinishedAge: number;

  private async exists(id: string, sql: Sql = this.db): Promise<boolean> {
    return (await sql.get("SELECT 1 AS found FROM submissions WHERE id = ?", [id])) !== undefined;
  }

  /** Creates the folders, finishes or removes what a crash left unfinished, and imports what earlier versions kept. */
  async open(): Promise<OpenReport> {
    for (const folder of [
      this.folder.root,
      this.folder.temporary,
      this.folder.files,
      this.folder.pending,
      this.folder.erasing,
    ])
      await mkdir(folder, { recursive: true });
    // Unfinished: everything when this process alone uses the folder, else what no process can still be writing.
    const before = Date.now() - this.unfinishedAge;
    const unfinished = async (folder: string) => {
      const names = await entriesOf(folder);
      if (!this.unfinishedAge) return names;
      const old: string[] = [];
      for (const name of names) if (await changedBefore(join(folder, name), before)) old.push(name);
      return old;
    };
    const temporary = await unfinished(this.folder.temporary);
    await Promise.all(temporary.map((name) => rm(join(this.folder.temporary, name), { recursive: true, force: true })));
    // Being erased when the process stopped: the erasure goes on.
    for (const name of await unfinished(this.folder.erasing))
      await rm(join(this.folder.erasing, name), { recursive: true, force: true });
    let removedOrphanFolders = 0;
    let finishedFolders = 0;
    for (const name of await unfinished(this.folder.pending)) {
      if (await this.exists(name)) {
        await rename(join(this.folder.pending, name), join(this.folder.files, name));
        finishedFolders++;
      } else {
        await rm(join(this.folder.pending, name), { recursive: true, force: true });
        removedOrphanFolders++;
      }
    }
    if (finishedFolders) await syncFolder(this.folder.files);
    const imported = await importJsonLines(this, this.db, this.log);
    return { removedTemporaryFiles: temporary.length, removedOrphanFolders, finishedFolders, imported };
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
    const pending = join(this.folder.pending, id);
    try {
      if (files.length) {
        await mkdir(pending);
        for (const file of files) {
          // The extension is one the field accepts and the content matches (checked on arrival); the name is ours.
          const name = `${randomUUID()}${extensionOf(file.originalName)}`;
          await rename(file.temporaryPath, join(pending, name));
          stored.files[file.field] = {
            originalName: displayName(file.originalName),
            storedAs: `files/${id}/${name}`,
            size: file.size,
            type: file.type,
          };
        }
        await syncFolder(pending);
        await syncFolder(this.folder.pending);
      }
      const bytes = await this.db.transaction((tx) => this.insert(tx, stored, spam, mail ? receivedAt : undefined));
      if (files.length) await this.finishFiles(id);
      return { stored, bytes };
    } catch (error) {
      if (!(await this.find(id).catch(() => null)))
        await rm(pending, { recursive: true, force: true }).catch(() => undefined);
      throw error;
    }
  }

  /** Moves a stored submission's files into place; left for the next start if that fails (the row is committed). */
  private async finishFiles(id: string) {
    try {
      await rename(join(this.folder.pending, id), join(this.folder.files, id));
      await syncFolder(this.folder.files);
    } catch (error) {
      this.log.warn(
        { err: error, submission: id },
        "A stored submission's files could not be moved into place; the next start does it.",
      );
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
    if (mailQueuedAt !== undefined)
      await tx.run("INSERT INTO mail_queue (submission_id, queued_at, next_attempt_at) VALUES (?, ?, ?)", [
        entry.id,
        mailQueuedAt,
        mailQueuedAt,
      ]);
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

  /** The e-mails the mail server refused for good, by submission id: the inbox says so beside each. */
  async mailFailures(): Promise<Map<string, MailFailure>> {
    const rows = await this.db.all<{ submission_id: string; failed_at: number; last_error: string | null }>(
      "SELECT submission_id, failed_at, last_error FROM mail_queue WHERE failed_at IS NOT NULL",
    );
    return new Map(
      rows.map((row) => [
        row.submission_id,
        { failedAt: new Date(row.failed_at).toISOString(), reason: row.last_error ?? "" },
      ]),
    );
  }

  /** Up to `limit` e-mails due by `now`, the longest waiting first. */
  async dueMail(now: number, limit: number): Promise<QueuedMail[]> {
    const rows = await this.db.all<MailRow>(
      "SELECT * FROM mail_queue WHERE failed_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
      [now, limit],
    );
    return rows.map(toQueuedMail);
  }

  /** When the next e-mail is due (ms), or null when none waits. */
  async nextMailDue(): Promise<number | null> {
    const row = await this.db.get<{ next: number | null }>(
      "SELECT MIN(next_attempt_at) AS next FROM mail_queue WHERE failed_at IS NULL",
    );
    return row?.next ?? null;
  }

  /** The e-mail about a submission, queued or given up, or null. */
  async queuedMail(id: string): Promise<QueuedMail | null> {
    const row = await this.db.get<MailRow>("SELECT * FROM mail_queue WHERE submission_id = ?", [id]);
    return row ? toQueuedMail(row) : null;
  }

  /**
   * Takes a due e-mail for this process to send: true when no other process took it since it was read (it is then
   * not due again until `until`, when a process that died while sending it is taken to have failed). Instances
   * sharing a database each read the queue; this is what makes an e-mail go once.
   */
  async claimMail(mail: QueuedMail, until: number): Promise<boolean> {
    return (
      (
        await this.db.run(
          "UPDATE mail_queue SET next_attempt_at = ? WHERE submission_id = ? AND next_attempt_at = ? AND failed_at IS NULL",
          [until, mail.id, mail.nextAttemptAt],
        )
      ).changes === 1
    );
  }

  /** An e-mail was sent (or has nobody left to go to): it leaves the queue. */
  async mailDone(id: string): Promise<void> {
    await this.db.run("DELETE FROM mail_queue WHERE submission_id = ?", [id]);
  }

  /** An attempt failed: when to try again, or (`failedAt`) that it is given up. */
  async mailAttemptFailed(
    id: string,
    {
      attempts,
      nextAttemptAt,
      lastError,
      failedAt,
    }: { attempts: number; nextAttemptAt: number; lastError: string; failedAt?: number },
  ): Promise<void> {
    await this.db.run(
      "UPDATE mail_queue SET attempts = ?, next_attempt_at = ?, last_error = ?, failed_at = ? WHERE submission_id = ?",
      [attempts, nextAttemptAt, lastError, failedAt ?? null, id],
    );
  }

  /**
   * Erases submissions with their files and queued e-mails: the files are first moved aside (so an erasure cut
   * short by a crash is finished at the next start), then the rows go in one commit, then the files.
   */
  private async erase(rows: SubmissionRow[]): Promise<StoredSubmission[]> {
    const erased = rows.map(toSubmission);
    const withFiles = erased.filter((entry) => Object.keys(entry.files).length > 0);
    for (const entry of withFiles) {
      await rename(join(this.folder.files, entry.id), join(this.folder.erasing, entry.id)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
    await this.db.transaction(async (tx) => {
      for (const entry of erased) await tx.run("DELETE FROM submissions WHERE id = ?", [entry.id]);
    });
    for (const entry of withFiles) await rm(join(this.folder.erasing, entry.id), { recursive: true, force: true });
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
