import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { extensionOf } from "../../forms/field-rules.ts";
import { dataFolder, type DataFolder } from "./data-folder.ts";
import { appendLine, repairLastLine, replaceFile, syncFolder } from "./durable-files.ts";
import { newOutboxEntry, outboxEntryPath, type MailFailure, type OutboxEntry } from "./mail/outbox-entry.ts";
import { displayName } from "./printable.ts";
import type { ReceivedFile } from "./receive-file.ts";
import { withStoreLock, type StoreLog } from "./store-lock.ts";

export interface StoredFile {
  /** The name the visitor's file had, made safe to show (displayName). */
  originalName: string;
  /** Where it is, relative to the data folder: files/<submission id>/<generated name>. */
  storedAs: string;
  size: number;
  type: string;
}

/** One stored submission: one JSON line of submissions.jsonl (or spam.jsonl). */
export interface StoredSubmission {
  id: string;
  receivedAt: string;
  form: string;
  fields: Record<string, string>;
  /** Per file field. */
  files: Record<string, StoredFile>;
  client: { ip: string; userAgent?: string; session?: unknown };
}

export type SubmissionKind = "submissions" | "spam";

/** What a submissions file holds: its lines, the entries among them (with their line's index), and the rest. */
interface FileContent {
  lines: string[];
  entries: { entry: StoredSubmission; line: string; index: number }[];
  unreadableLines: number[];
}

/** What the store found and put right when it opened. */
export interface OpenReport {
  repairedBytes: number;
  removedTemporaryFiles: number;
  removedOrphanFolders: number;
  removedOrphanMails: number;
  /** Every stored submission (and its size on disk), for the storage quota. */
  stored: { receivedAt: string; ip: string; bytes: number }[];
}

const quietLog: StoreLog = { warn: () => undefined };
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

async function entriesOf(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** The bytes one stored submission takes: its line and its files. */
export const storedBytes = (entry: StoredSubmission, line: string) => Buffer.byteLength(line) + 1 + Object.values(entry.files).reduce((total, file) => total + file.size, 0);

/**
 * The submissions of the local form service, in the data folder (data-folder.ts). Nothing acknowledged is lost or
 * unreadable: files are checked in a temporary folder and renamed into place, the e-mail to send is queued, and only
 * then is the submission's line appended and flushed (durable-files.ts); whatever fails on the way is removed.
 * Leftovers of a process that died mid-way are cleaned when the store opens.
 */
export class SubmissionStore {
  readonly folder: DataFolder;
  /** Appends run one after another: concurrent submissions never interleave their lines. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    root: string,
    private readonly log: StoreLog = quietLog,
  ) {
    this.folder = dataFolder(root);
  }

  private file(kind: SubmissionKind) {
    return kind === "spam" ? this.folder.spam : this.folder.submissions;
  }

  /** Creates the folders, repairs what a crash left unfinished, and reports what is stored. */
  async open(): Promise<OpenReport> {
    for (const folder of [this.folder.root, this.folder.temporary, this.folder.files, this.folder.outbox]) await mkdir(folder, { recursive: true });
    return withStoreLock(this.folder, this.log, async () => {
      let repairedBytes = 0;
      for (const kind of ["submissions", "spam"] as const) repairedBytes += await repairLastLine(this.file(kind));
      if (repairedBytes) this.log.warn({ bytes: repairedBytes }, "Removed an unfinished line left by a write that failed (it was never acknowledged).");

      const temporary = await entriesOf(this.folder.temporary);
      await Promise.all(temporary.map((name) => rm(join(this.folder.temporary, name), { recursive: true, force: true })));
      for (const name of await entriesOf(this.folder.root)) if (name.endsWith(".rewrite")) await rm(join(this.folder.root, name), { force: true });

      const submissions = await this.readKind("submissions");
      const spam = await this.readKind("spam");
      const ids = new Set([...submissions.entries, ...spam.entries].map(({ entry }) => entry.id));
      const orphanFolders = (await entriesOf(this.folder.files)).filter((name) => !ids.has(name));
      await Promise.all(orphanFolders.map((name) => rm(join(this.folder.files, name), { recursive: true, force: true })));
      const mailIds = new Set(submissions.entries.map(({ entry }) => entry.id));
      const orphanMails = (await entriesOf(this.folder.outbox)).filter((name) => !mailIds.has(name.replace(/\.json$/, "")));
      await Promise.all(orphanMails.map((name) => rm(join(this.folder.outbox, name), { recursive: true, force: true })));
      return {
        repairedBytes,
        removedTemporaryFiles: temporary.length,
        removedOrphanFolders: orphanFolders.length,
        removedOrphanMails: orphanMails.length,
        stored: [...submissions.entries, ...spam.entries].map(({ entry, line }) => ({ receivedAt: entry.receivedAt, ip: entry.client.ip, bytes: storedBytes(entry, line) })),
      };
    });
  }

  /**
   * Stores a submission; resolves only once it is safely on disk. `files` are in the temporary folder and are moved
   * into place; with `mail`, an e-mail about it is queued in the outbox first.
   */
  async save(entry: Omit<StoredSubmission, "id" | "receivedAt" | "files">, files: ReceivedFile[], { spam = false, mail = false } = {}): Promise<{ stored: StoredSubmission; bytes: number }> {
    const receivedAt = new Date();
    const id = randomUUID();
    const stored: StoredSubmission = { id, receivedAt: receivedAt.toISOString(), ...entry, files: {} };
    const filesFolder = join(this.folder.files, id);
    try {
      if (files.length) {
        await mkdir(filesFolder);
        for (const file of files) {
          // The extension is one the field accepts and the content matches (checked on arrival); the name is ours.
          const name = `${randomUUID()}${extensionOf(file.originalName)}`;
          await rename(file.temporaryPath, join(filesFolder, name));
          stored.files[file.field] = { originalName: displayName(file.originalName), storedAs: `files/${id}/${name}`, size: file.size, type: file.type };
        }
        await syncFolder(filesFolder);
        await syncFolder(this.folder.files);
      }
      // Renamed into place whole: the outbox, reading at any moment, never sees half an entry.
      if (mail) await replaceFile(outboxEntryPath(this.folder, id), JSON.stringify(newOutboxEntry(id, receivedAt)));
      const line = JSON.stringify(stored);
      const append = this.queue.then(() => withStoreLock(this.folder, this.log, () => appendLine(this.file(spam ? "spam" : "submissions"), `${line}\n`)));
      this.queue = append.catch(() => undefined);
      const { repairedBytes } = await append;
      if (repairedBytes) this.log.warn({ bytes: repairedBytes }, "Removed an unfinished line left by a write that failed (it was never acknowledged).");
      return { stored, bytes: storedBytes(stored, line) };
    } catch (error) {
      await rm(filesFolder, { recursive: true, force: true }).catch(() => undefined);
      await rm(outboxEntryPath(this.folder, id), { force: true }).catch(() => undefined);
      throw error;
    }
  }

  private async readKind(kind: SubmissionKind): Promise<FileContent> {
    let text: string;
    try {
      text = await readFile(this.file(kind), "utf8");
    } catch (error) {
      if (isMissing(error)) return { lines: [], entries: [], unreadableLines: [] };
      throw error;
    }
    const content: FileContent = { lines: text.split("\n"), entries: [], unreadableLines: [] };
    for (const [index, line] of content.lines.entries()) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as StoredSubmission;
        if (typeof entry.id !== "string" || typeof entry.receivedAt !== "string") throw new Error("not a submission");
        content.entries.push({ entry, line, index });
      } catch {
        content.unreadableLines.push(index + 1);
      }
    }
    return content;
  }

  /** The stored submissions, oldest first, and the numbers of lines that could not be read. */
  async list(kind: SubmissionKind = "submissions"): Promise<{ submissions: StoredSubmission[]; unreadableLines: number[] }> {
    const { entries, unreadableLines } = await this.readKind(kind);
    return { submissions: entries.map(({ entry }) => entry), unreadableLines };
  }

  /** The e-mails the mail server refused for good (outbox-entry.ts), by submission id: the inbox says so beside each. */
  async mailFailures(): Promise<Map<string, MailFailure>> {
    const failures = new Map<string, MailFailure>();
    for (const name of await entriesOf(this.folder.outbox)) {
      try {
        const entry = JSON.parse(await readFile(join(this.folder.outbox, name), "utf8")) as OutboxEntry;
        if (entry.failedAt) failures.set(entry.id, { failedAt: entry.failedAt, reason: entry.lastError ?? "" });
      } catch {
        // Being written, or not an entry: the outbox reports it when it reads it.
      }
    }
    return failures;
  }

  /** One submission by id (spam included), or null. */
  async find(id: string): Promise<StoredSubmission | null> {
    for (const kind of ["submissions", "spam"] as const) {
      const found = (await this.readKind(kind)).entries.find(({ entry }) => entry.id === id);
      if (found) return found.entry;
    }
    return null;
  }

  /**
   * Removes the submissions `drop` picks, with their files and unsent e-mails, from both files. Each file is
   * rewritten whole and renamed into place (a reader sees it before or after, never half), under the lock.
   */
  private async removeWhere(drop: (entry: StoredSubmission) => boolean): Promise<StoredSubmission[]> {
    return withStoreLock(this.folder, this.log, async () => {
      const removed: StoredSubmission[] = [];
      for (const kind of ["submissions", "spam"] as const) {
        const { lines, entries } = await this.readKind(kind);
        const dropped = entries.filter(({ entry }) => drop(entry));
        if (!dropped.length) continue;
        // Lines that are not submissions are kept as they were: deleting is for what was asked, nothing else.
        const droppedIndexes = new Set(dropped.map(({ index }) => index));
        const kept = lines.filter((line, index) => line.trim() && !droppedIndexes.has(index));
        await replaceFile(this.file(kind), kept.map((line) => `${line}\n`).join(""));
        removed.push(...dropped.map(({ entry }) => entry));
      }
      for (const entry of removed) {
        await rm(join(this.folder.files, entry.id), { recursive: true, force: true });
        await rm(outboxEntryPath(this.folder, entry.id), { force: true });
      }
      return removed;
    });
  }

  /** Erases one submission (a person's request under the data protection law): its line, files and unsent e-mail. */
  async remove(id: string): Promise<StoredSubmission | null> {
    return (await this.removeWhere((entry) => entry.id === id))[0] ?? null;
  }

  /** Erases every submission received more than `days` days before `now`; returns how many. */
  async purgeOlderThan(days: number, now = new Date()): Promise<number> {
    const cutoff = now.getTime() - days * 24 * 60 * 60 * 1000;
    return (await this.removeWhere((entry) => new Date(entry.receivedAt).getTime() < cutoff)).length;
  }
}
