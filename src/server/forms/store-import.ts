import { createReadStream } from "node:fs";
import { readdir, readFile, rename, rm, rmdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Sql } from "../store/sql.ts";
import type { OutboxEntry } from "./mail/outbox-entry.ts";
import type { DataFolder } from "./data-folder.ts";
import type { StoredSubmission } from "./stored-submission.ts";
import { serverProblem } from "../../core/errors/server-errors.ts";

/** What an import needs of the store (src/server/forms/store.ts): where the old files are, and its two writes. */
interface ImportTarget {
  readonly folder: DataFolder;
  insertImported(entries: StoredSubmission[], spam: boolean): Promise<number>;
  has(id: string): Promise<boolean>;
}

/** What was imported from the files earlier versions kept (all zero when there were none). */
export interface ImportReport {
  /** Submissions (spam included) written to the database. */
  submissions: number;
  /** Lines that were already in the database (an import cut short and run again). */
  alreadyThere: number;
  /** Lines that were not a submission (a write that never finished): left in the kept file. */
  unreadableLines: number;
  /** E-mails still to send, taken into the queue. */
  mails: number;
  /** The old files, renamed once every submission in them was found in the database. */
  keptAs: string[];
}

const batchSize = 1000;

/** Each submission of a JSON-lines file, read a line at a time (never the whole file), with the unreadable lines counted. */
async function* linesOf(path: string, unreadable: { count: number }): AsyncGenerator<StoredSubmission> {
  const lines = createInterface({ input: createReadStream(path, { encoding: "utf8" }), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.trim()) continue;
    let entry: StoredSubmission | null;
    try {
      entry = JSON.parse(line) as StoredSubmission | null;
    } catch {
      // JSON.parse throws only for a line that is not JSON: a write that never finished. Counted, and said once the
      // file is imported (form-import-lines-skipped).
      unreadable.count++;
      continue;
    }
    if (
      typeof entry?.id !== "string" ||
      typeof entry.receivedAt !== "string" ||
      Number.isNaN(Date.parse(entry.receivedAt)) ||
      typeof entry.form !== "string"
    ) {
      unreadable.count++;
      continue;
    }
    yield { ...entry, fields: entry.fields ?? {}, files: entry.files ?? {}, client: entry.client ?? { ip: "" } };
  }
}

const exists = async (path: string) =>
  stat(path).then(
    (found) => found.isFile(),
    (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? false : Promise.reject(error)),
  );

/**
 * Imports what earlier versions of the form service kept (submissions.jsonl, spam.jsonl and the outbox folder) into
 * the database, once: streamed a line at a time, written a thousand to a commit, a line already there skipped (so an
 * import cut short simply runs again). Each file is then read a second time and every submission in it looked up;
 * only when all are there is it renamed to `<name>.imported` (kept, never deleted). Otherwise it stays as it was and
 * the next start tries again.
 */
export async function importJsonLines(
  store: ImportTarget,
  db: Sql,
  log: { warn: (details: object, message: string) => void },
): Promise<ImportReport> {
  const report: ImportReport = { submissions: 0, alreadyThere: 0, unreadableLines: 0, mails: 0, keptAs: [] };
  for (const [path, spam] of [
    [store.folder.submissionsLines, false],
    [store.folder.spamLines, true],
  ] as const) {
    if (!(await exists(path))) continue;
    const unreadable = { count: 0 };
    let batch: StoredSubmission[] = [];
    const write = async (entries: StoredSubmission[]) => {
      const added = await store.insertImported(entries, spam);
      report.submissions += added;
      report.alreadyThere += entries.length - added;
    };
    for await (const entry of linesOf(path, unreadable)) {
      batch.push(entry);
      if (batch.length >= batchSize) {
        await write(batch);
        batch = [];
      }
    }
    await write(batch);
    report.unreadableLines += unreadable.count;
    // Verified before the file is set aside: every submission it holds is in the database.
    let missing = 0;
    for await (const entry of linesOf(path, { count: 0 })) if (!(await store.has(entry.id))) missing++;
    if (missing) {
      const problem = serverProblem("form-import-incomplete", { file: path, missing });
      log.warn({ file: path, missing, code: problem.code }, problem.line);
      continue;
    }
    await rename(path, `${path}.imported`);
    report.keptAs.push(`${path}.imported`);
    if (unreadable.count)
      log.warn(
        { file: `${path}.imported`, lines: unreadable.count, code: "form-import-lines-skipped" },
        serverProblem("form-import-lines-skipped", { file: `${path}.imported`, lines: unreadable.count }).line,
      );
  }

  // E-mails still to send: into the queue, for submissions that are there.
  let names: string[] = [];
  try {
    names = (await readdir(store.folder.outbox)).filter((name) => name.endsWith(".json"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  for (const name of names) {
    const path = join(store.folder.outbox, name);
    try {
      const entry = JSON.parse(await readFile(path, "utf8")) as OutboxEntry;
      const queued = await db.run(
        "INSERT INTO mail_queue (submission_id, queued_at, attempts, next_attempt_at, last_error, failed_at) SELECT id, ?, ?, ?, ?, ? FROM submissions WHERE id = ? ON CONFLICT DO NOTHING",
        [
          Date.parse(entry.queuedAt) || Date.now(),
          entry.attempts ?? 0,
          Date.parse(entry.nextAttemptAt) || Date.now(),
          entry.lastError ?? null,
          entry.failedAt ? Date.parse(entry.failedAt) : null,
          entry.id,
        ],
      );
      report.mails += queued.changes;
    } catch (error) {
      log.warn(
        { err: error, file: path, code: "form-import-mail-unreadable" },
        serverProblem("form-import-mail-unreadable", { file: path }).line,
      );
    }
    await rm(path, { force: true });
  }
  // The earlier version's outbox folder, once emptied: already gone is as good.
  await rmdir(store.folder.outbox).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  });
  // The lock earlier versions took around their file.
  await rm(join(store.folder.root, "store.lock"), { recursive: true, force: true });
  return report;
}
