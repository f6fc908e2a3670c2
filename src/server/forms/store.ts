import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../../admin/store/database.ts";
import { extensionOf, isPlainEmail } from "../../forms/field-rules.ts";
import { dataFolder, type DataFolder } from "./data-folder.ts";
import { syncFolder } from "./durable-files.ts";
import type { MailFailure } from "./mail/outbox-entry.ts";
import { displayName } from "./printable.ts";
import type { ReceivedFile } from "./receive-file.ts";
import { importJsonLines, type ImportReport } from "./store-import.ts";

export interface StoredFile {
  /** The name the visitor's file had, made safe to show (displayName). */
  originalName: string;
  /** Where it is, relative to the data folder: files/<submission id>/<generated name>. */
  storedAs: string;
  size: number;
  type: string;
}

/** One stored submission, as the inbox shows it and as earlier versions kept it (one JSON line each). */
export interface StoredSubmission {
  id: string;
  receivedAt: string;
  form: string;
  fields: Record<string, string>;
  /** Per file field. */
  files: Record<string, StoredFile>;
  client: { ip: string; userAgent?: string; session?: unknown };
  /** When someone marked it as answered (ISO), if they did. */
  handledAt?: string;
}

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

/** The bytes one stored submission takes: its data and its files. */
export const storedBytes = (entry: StoredSubmission, data: string) => Buffer.byteLength(data) + 1 + Object.values(entry.files).reduce((total, file) => total + file.size, 0);

/** The e-mail addresses typed into a submission's fields, lower-cased: an erasure by address finds it by these. */
export const addressesOf = (fields: Record<string, string>) => [...new Set(Object.values(fields).map((value) => value.trim().toLowerCase()).filter(isPlainEmail))];

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

  constructor(
    private readonly db: Db,
    root: string,
    private readonly log: { warn: (details: object, message: string) => void; info?: (details: object, message: string) => void } = { warn: () => undefined },
  ) {
    this.folder = dataFolder(root);
  }

  /** Creates the folders, finishes or removes what a crash left unfinished, and imports what earlier versions kept. */
  async open(): Promise<OpenReport> {
    for (const folder of [this.folder.root, this.folder.temporary, this.folder.files, this.folder.pending, this.folder.erasing]) await mkdir(folder, { recursive: true });
    const temporary = await entriesOf(this.folder.temporary);
    await Promise.all(temporary.map((name) => rm(join(this.folder.temporary, name), { recursive: true, force: true })));
    // Being erased when the process stopped: the erasure goes on.
    for (const name of await entriesOf(this.folder.erasing)) await rm(join(this.folder.erasing, name), { recursive: true, force: true });
    let removedOrphanFolders = 0;
    let finishedFolders = 0;
    const exists = this.db.prepare("SELECT 1 FROM submissions WHERE id = ?").pluck();
    for (const name of await entriesOf(this.folder.pending)) {
      if (exists.get(name)) {
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
  async save(entry: Omit<StoredSubmission, "id" | "receivedAt" | "files">, files: ReceivedFile[], { spam = false, mail = false } = {}): Promise<{ stored: StoredSubmission; bytes: number }> {
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
          stored.files[file.field] = { originalName: displayName(file.originalName), storedAs: `files/${id}/${name}`, size: file.size, type: file.type };
        }
        await syncFolder(pending);
        await syncFolder(this.folder.pending);
      }
      const bytes = this.insert(stored, spam, mail ? receivedAt : undefined);
      if (files.length) await this.finishFiles(id);
      return { stored, bytes };
    } catch (error) {
      if (!(await this.find(id).catch(() => null))) await rm(pending, { recursive: true, force: true }).catch(() => undefined);
      throw error;
    }
  }

  /** Moves a stored submission's files into place; left for the next start if that fails (the row is committed). */
  private async finishFiles(id: string) {
    try {
      await rename(join(this.folder.pending, id), join(this.folder.files, id));
      await syncFolder(this.folder.files);
    } catch (error) {
      this.log.warn({ err: error, submission: id }, "A stored submission's files could not be moved into place; the next start does it.");
    }
  }

  /** Writes one submission's rows in one commit; returns the bytes it takes. */
  private insert(entry: StoredSubmission, spam: boolean, mailQueuedAt?: number): number {
    const fields = JSON.stringify(entry.fields);
    const client = JSON.stringify(entry.client);
    const files = JSON.stringify(entry.files);
    const bytes = storedBytes(entry, fields + client + files);
    this.db.transaction(() => {
      this.db
        .prepare("INSERT INTO submissions (id, received_at, form, spam, fields, files, client, ip, bytes, handled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .run(entry.id, Date.parse(entry.receivedAt), entry.form, spam ? 1 : 0, fields, files, client, entry.client.ip, bytes, entry.handledAt ? Date.parse(entry.handledAt) : null);
      const address = this.db.prepare("INSERT OR IGNORE INTO submission_addresses (address, submission_id) VALUES (?, ?)");
      for (const value of addressesOf(entry.fields)) address.run(value, entry.id);
      if (mailQueuedAt !== undefined) this.db.prepare("INSERT INTO mail_queue (submission_id, queued_at, next_attempt_at) VALUES (?, ?, ?)").run(entry.id, mailQueuedAt, mailQueuedAt);
    })();
    return bytes;
  }

  /** Writes a submission as earlier versions kept it, unless one with its id is there (store-import.ts). */
  insertImported(entry: StoredSubmission, spam: boolean): boolean {
    if (this.db.prepare("SELECT 1 FROM submissions WHERE id = ?").pluck().get(entry.id)) return false;
    this.insert(entry, spam);
    return true;
  }

  /** The bytes stored since `since` (ms), by everyone or from one address: the daily quotas. */
  async bytesSince(since: number, ip?: string): Promise<number> {
    const statement =
      ip === undefined
        ? this.db.prepare("SELECT COALESCE(SUM(bytes), 0) FROM submissions WHERE received_at >= ?").pluck()
        : this.db.prepare("SELECT COALESCE(SUM(bytes), 0) FROM submissions WHERE ip = ? AND received_at >= ?").pluck();
    return Number(ip === undefined ? statement.get(since) : statement.get(ip, since));
  }

  /** One submission by id (spam included), or null. */
  async find(id: string): Promise<StoredSubmission | null> {
    const row = this.db.prepare(`SELECT ${columns} FROM submissions WHERE id = ?`).get(id) as SubmissionRow | undefined;
    return row ? toSubmission(row) : null;
  }

  /** Every stored submission of a kind (one form's only, with `form`), oldest first. */
  async list(kind: SubmissionKind = "submissions", form?: string): Promise<StoredSubmission[]> {
    const rows = (
      form === undefined
        ? this.db.prepare(`SELECT ${columns} FROM submissions WHERE spam = ? ORDER BY received_at, rowid`).all(kind === "spam" ? 1 : 0)
        : this.db.prepare(`SELECT ${columns} FROM submissions WHERE spam = ? AND form = ? ORDER BY received_at, rowid`).all(kind === "spam" ? 1 : 0, form)
    ) as SubmissionRow[];
    return rows.map(toSubmission);
  }

  /**
   * One page of the inbox, newest first: a kind, one form or all, and (with `search`) only those whose fields hold
   * words starting with each word searched for. `before` is the last submission of the page before (its id): pages follow each other by the index,
   * never by an offset that would read every row it skips.
   */
  async page({ kind = "submissions", form, search, before, limit = 50 }: { kind?: SubmissionKind; form?: string; search?: string; before?: string; limit?: number }): Promise<{ submissions: StoredSubmission[]; more: boolean }> {
    const where = ["spam = ?"];
    const values: (string | number)[] = [kind === "spam" ? 1 : 0];
    if (form !== undefined) {
      where.push("form = ?");
      values.push(form);
    }
    if (before !== undefined) {
      const cursor = this.db.prepare("SELECT received_at, rowid FROM submissions WHERE id = ?").get(before) as { received_at: number; rowid: number } | undefined;
      if (cursor) {
        where.push("(received_at < ? OR (received_at = ? AND rowid < ?))");
        values.push(cursor.received_at, cursor.received_at, cursor.rowid);
      }
    }
    // Every word, as the start of a word of what the visitor typed, by the full-text index (any case, any accents).
    const words = (search ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 8);
    if (words.length) {
      where.push("rowid IN (SELECT rowid FROM submissions_text WHERE submissions_text MATCH ?)");
      values.push(words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(" "));
    }
    const rows = this.db.prepare(`SELECT ${columns} FROM submissions WHERE ${where.join(" AND ")} ORDER BY received_at DESC, rowid DESC LIMIT ?`).all(...values, limit + 1) as SubmissionRow[];
    return { submissions: rows.slice(0, limit).map(toSubmission), more: rows.length > limit };
  }

  /** Marks a submission as answered (or, with null, as not yet); false when there is no such submission. */
  async markHandled(id: string, at: number | null): Promise<boolean> {
    return this.db.prepare("UPDATE submissions SET handled_at = ? WHERE id = ?").run(at, id).changes > 0;
  }

  /** Moves a submission to the spam folder or out of it; false when there is no such submission. */
  async markSpam(id: string, spam: boolean): Promise<boolean> {
    return this.db.prepare("UPDATE submissions SET spam = ? WHERE id = ?").run(spam ? 1 : 0, id).changes > 0;
  }

  /**
   * Erases everything sent with one e-mail address in it (a person's request under the Nigeria Data Protection Act):
   * the submissions, spam included, their files and their queued e-mails. Returns what was erased.
   */
  async removeByAddress(address: string): Promise<StoredSubmission[]> {
    const rows = this.db
      .prepare(`SELECT ${columns.split(", ").map((column) => `s.${column}`).join(", ")} FROM submission_addresses a JOIN submissions s ON s.id = a.submission_id WHERE a.address = ?`)
      .all(address.trim().toLowerCase()) as SubmissionRow[];
    return rows.length ? this.erase(rows) : [];
  }

  /** How many submissions of a kind (of one form, with `form`) are stored. */
  async count(kind: SubmissionKind = "submissions", form?: string): Promise<number> {
    const spam = kind === "spam" ? 1 : 0;
    return Number(
      form === undefined
        ? this.db.prepare("SELECT COUNT(*) FROM submissions WHERE spam = ?").pluck().get(spam)
        : this.db.prepare("SELECT COUNT(*) FROM submissions WHERE spam = ? AND form = ?").pluck().get(spam, form),
    );
  }

  /** The e-mails the mail server refused for good, by submission id: the inbox says so beside each. */
  async mailFailures(): Promise<Map<string, MailFailure>> {
    const rows = this.db.prepare("SELECT submission_id, failed_at, last_error FROM mail_queue WHERE failed_at IS NOT NULL").all() as { submission_id: string; failed_at: number; last_error: string | null }[];
    return new Map(rows.map((row) => [row.submission_id, { failedAt: new Date(row.failed_at).toISOString(), reason: row.last_error ?? "" }]));
  }

  /** Up to `limit` e-mails due by `now`, the longest waiting first. */
  async dueMail(now: number, limit: number): Promise<QueuedMail[]> {
    const rows = this.db.prepare("SELECT * FROM mail_queue WHERE failed_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?").all(now, limit) as MailRow[];
    return rows.map(toQueuedMail);
  }

  /** When the next e-mail is due (ms), or null when none waits. */
  async nextMailDue(): Promise<number | null> {
    const next = this.db.prepare("SELECT MIN(next_attempt_at) FROM mail_queue WHERE failed_at IS NULL").pluck().get() as number | null;
    return next ?? null;
  }

  /** The e-mail about a submission, queued or given up, or null. */
  async queuedMail(id: string): Promise<QueuedMail | null> {
    const row = this.db.prepare("SELECT * FROM mail_queue WHERE submission_id = ?").get(id) as MailRow | undefined;
    return row ? toQueuedMail(row) : null;
  }

  /** An e-mail was sent (or has nobody left to go to): it leaves the queue. */
  async mailDone(id: string): Promise<void> {
    this.db.prepare("DELETE FROM mail_queue WHERE submission_id = ?").run(id);
  }

  /** An attempt failed: when to try again, or (`failedAt`) that it is given up. */
  async mailAttemptFailed(id: string, { attempts, nextAttemptAt, lastError, failedAt }: { attempts: number; nextAttemptAt: number; lastError: string; failedAt?: number }): Promise<void> {
    this.db.prepare("UPDATE mail_queue SET attempts = ?, next_attempt_at = ?, last_error = ?, failed_at = ? WHERE submission_id = ?").run(attempts, nextAttemptAt, lastError, failedAt ?? null, id);
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
    const remove = this.db.prepare("DELETE FROM submissions WHERE id = ?");
    this.db.transaction(() => {
      for (const entry of erased) remove.run(entry.id);
    })();
    for (const entry of withFiles) await rm(join(this.folder.erasing, entry.id), { recursive: true, force: true });
    return erased;
  }

  /** Erases one submission (a person's request under the data protection law): its row, files and unsent e-mail. */
  async remove(id: string): Promise<StoredSubmission | null> {
    const row = this.db.prepare(`SELECT ${columns} FROM submissions WHERE id = ?`).get(id) as SubmissionRow | undefined;
    return row ? (await this.erase([row]))[0] : null;
  }

  /** Erases every submission received more than `days` days before `now`, a thousand at a time; returns how many. */
  async purgeOlderThan(days: number, now = new Date()): Promise<number> {
    const cutoff = now.getTime() - days * 24 * 60 * 60 * 1000;
    const batch = this.db.prepare(`SELECT ${columns} FROM submissions WHERE received_at < ? ORDER BY received_at LIMIT 1000`);
    let total = 0;
    for (;;) {
      const rows = batch.all(cutoff) as SubmissionRow[];
      if (!rows.length) return total;
      total += (await this.erase(rows)).length;
    }
  }
}
