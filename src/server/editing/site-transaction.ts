import { randomBytes } from "node:crypto";
import { existsSync, lstatSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { DiskFull, namesIn, readBytes, realDisk, type Disk } from "../../pipeline/disk.ts";
import { isAlive, thisProcess, type ProcessMark } from "./process-alive.ts";
import { logServerError, saidBy, ServerError } from "../../core/errors/server-errors.ts";

/**
 * A save of several files made all-or-nothing, on the same file system as the files, as a database's rollback journal
 * does it:
 *
 * 1. Every file's bytes before and after are written whole into a folder of their own, with a journal naming them,
 *    and flushed; the folder is then renamed to `.publish/journal` in one step. A full disk or a crash before that
 *    rename has changed nothing.
 * 2. Each file is replaced by a hard link to its new bytes, renamed over it (no byte is written: a full disk cannot
 *    stop it half-way).
 * 3. What the save is for happens (the publish: build, commit, swap the live site).
 * 4. The journal is removed: from then on the save is done. Only then is it acknowledged.
 *
 * A failure anywhere before 4 puts every file back from its bytes before (again by links, so a full disk cannot stop
 * that either). So does the next start after a crash: a journal whose process is gone is rolled back
 * (recoverOpenSave), whatever step it died at, so the files are all as they were before the save, never half.
 */
export interface SaveChange {
  file: string;
  /** The file's new bytes; null removes it. */
  after: Uint8Array | null;
}

/** What the journal records of a file: where its bytes before and after are kept (none: it did not exist / is removed). */
interface JournalFile {
  file: string;
  before: boolean;
  after: boolean;
}

/** What the journal knows of the save, for whoever undoes it after a crash. */
export interface JournalRecord {
  id: string;
  /** The process that writes it: while it runs, no other may roll its save back. */
  owner: ProcessMark;
  startedAt: number;
  files: JournalFile[];
  /** What the save's purpose records beside the files, to undo at recovery (the publish: src/server/admin/publish/). */
  context: Record<string, string | null>;
}

export const journalFolder = ".publish";
const openJournal = "journal";
const journalFile = "journal.json";

export { DiskFull };

/** How a tool that ran out of room says so (git, a build's output). */
const diskFullSaid = /ENOSPC|no space left on device|disk quota exceeded/i;

export const isDiskFull = (error: unknown) =>
  error instanceof DiskFull ||
  (error as NodeJS.ErrnoException | undefined)?.code === "ENOSPC" ||
  (error instanceof Error && diskFullSaid.test(error.message));

/** A save another process left open and is still making: it is not ours to undo. */
export class SaveInProgress extends ServerError<"save-open-elsewhere"> {
  constructor(args: { pid?: number } = {}) {
    super("save-open-elsewhere", args);
  }
}

const before = (index: number) => `${index}.before`;
const after = (index: number) => `${index}.after`;

export class SiteTransaction {
  private readonly undos: (() => void | Promise<void>)[] = [];
  private readonly afterCommit: (() => void | Promise<void>)[] = [];
  private applied = false;
  private ended = false;

  private constructor(
    readonly root: string,
    readonly record: JournalRecord,
    private readonly disk: Disk,
  ) {}

  private get folder(): string {
    return join(this.root, journalFolder, openJournal);
  }

  /** Writes the journal (step 1). Throws DiskFull when the disk is full, having changed nothing. */
  static begin(
    root: string,
    changes: SaveChange[],
    context: Record<string, string | null> = {},
    disk: Disk = realDisk,
  ): SiteTransaction {
    const base = join(root, journalFolder);
    if (existsSync(join(base, openJournal))) throw new SaveInProgress();
    const id = `${Date.now()}-${randomBytes(4).toString("hex")}`;
    const staging = join(base, `${id}.staging`);
    const record: JournalRecord = { id, owner: thisProcess(), startedAt: Date.now(), files: [], context };
    try {
      disk.mkdir(base);
      disk.mkdir(staging);
      changes.forEach(({ file, after: bytes }, index) => {
        const old = readBytes(join(root, file));
        if (old) disk.writeNew(join(staging, before(index)), old);
        if (bytes) disk.writeNew(join(staging, after(index)), bytes);
        record.files.push({ file, before: !!old, after: !!bytes });
      });
      disk.writeNew(join(staging, journalFile), Buffer.from(`${JSON.stringify(record)}\n`));
      disk.syncFolder(staging);
      disk.rename(staging, join(base, openJournal));
      disk.syncFolder(base);
    } catch (error) {
      try {
        disk.removeTree(staging);
      } catch {
        // A crash (in the tests, every later step throws too): the next start removes what is left.
      }
      if (isDiskFull(error)) throw new DiskFull({ said: saidBy(error) }, { cause: error });
      throw error;
    }
    return new SiteTransaction(root, record, disk);
  }

  /** Step 2: every file as the save has it. Throws (having put every file back) when it cannot. */
  apply(): void {
    this.applied = true;
    try {
      putFiles(this.root, this.folder, this.record, "after", this.disk);
    } catch (error) {
      this.putBack();
      throw isDiskFull(error) ? new DiskFull({ said: saidBy(error) }, { cause: error }) : error;
    }
  }

  /** Something to undo should the save fail after it (a commit made, the live site swapped), latest first. */
  onRollback(undo: () => void | Promise<void>): void {
    this.undos.push(undo);
  }

  /** Something to do once the save is done for good (its record, a push): its failure is logged, not the save's. */
  onCommit(then: () => void | Promise<void>): void {
    this.afterCommit.push(then);
  }

  /** Step 4: the save is done and stays; then what was to follow it is done. */
  async commit(): Promise<void> {
    this.end();
    for (const then of this.afterCommit)
      try {
        await then();
      } catch (error) {
        logServerError(new ServerError("save-follow-up-failed", { said: saidBy(error) }, { cause: error }));
      }
  }

  /** The save fails: what was registered is undone, every file is as it was before, and the journal is removed. */
  async rollback(): Promise<void> {
    if (this.ended) return;
    for (const undo of this.undos.reverse()) {
      this.disk.step("undo");
      try {
        await undo();
      } catch (error) {
        // The files are put back all the same; what could not be undone here is undone at the next start, which
        // finds the journal if putting back fails too.
        logServerError(new ServerError("save-undo-failed", { said: saidBy(error) }, { cause: error }));
      }
    }
    this.putBack();
  }

  private putBack(): void {
    if (this.ended) return;
    if (this.applied) putFiles(this.root, this.folder, this.record, "before", this.disk);
    this.end();
  }

  private end(): void {
    if (this.ended) return;
    endJournal(this.root, this.record.id, this.disk);
    this.ended = true;
  }
}

/** Every file of the journal as it was before the save (`which` "before") or as the save has it ("after"). */
function putFiles(root: string, folder: string, record: JournalRecord, which: "before" | "after", disk: Disk): void {
  const folders = new Set<string>();
  record.files.forEach((entry, index) => {
    const target = join(root, entry.file);
    folders.add(dirname(target));
    // The name a new version takes before it is renamed into place: one a crash left there is removed first.
    const temporary = join(dirname(target), `.${basename(target)}.${record.id}.tmp`);
    if (lstatSync(temporary, { throwIfNoEntry: false })) disk.unlink(temporary);
    if (entry[which]) {
      disk.mkdir(dirname(target));
      disk.link(join(folder, which === "before" ? before(index) : after(index)), temporary);
      disk.rename(temporary, target);
    } else if (lstatSync(target, { throwIfNoEntry: false })) disk.unlink(target);
  });
  for (const path of folders) if (existsSync(path)) disk.syncFolder(path);
}

/** The journal removed in one step (renamed away, then deleted): the save is over, kept or undone. */
function endJournal(root: string, id: string, disk: Disk): void {
  const base = join(root, journalFolder);
  const done = join(base, `${id}.done`);
  disk.rename(join(base, openJournal), done);
  try {
    disk.syncFolder(base);
    disk.removeTree(done);
  } catch (error) {
    // The save is over once renamed: what a full disk leaves is removed at the next start (openSave).
    if (!isDiskFull(error)) throw error;
  }
}

/** The journal of a save left open, or null; what is left of finished or never-begun ones is removed. */
export function openSave(root: string, disk: Disk = realDisk): JournalRecord | null {
  const base = join(root, journalFolder);
  for (const name of namesIn(base))
    if (name.endsWith(".staging") || name.endsWith(".done")) disk.removeTree(join(base, name));
  const text = readBytes(join(base, openJournal, journalFile));
  if (!text) {
    // Renamed into place only once complete: a journal folder without its journal was never one.
    if (existsSync(join(base, openJournal))) disk.removeTree(join(base, openJournal));
    return null;
  }
  return JSON.parse(text.toString("utf8")) as JournalRecord;
}

export interface RecoveryOptions {
  disk?: Disk;
  /** Undoes what the save's purpose did beside the files (a commit, the live site swapped), from its context. */
  undo?: (record: JournalRecord) => Promise<void>;
  /** Whether the process that wrote the journal still runs (the tests' crashes happen in their own process). */
  ownerAlive?: (owner: ProcessMark) => boolean;
}

/**
 * After a crash: a save that was not finished is undone (what its purpose did first, then every file put back as it
 * was before it) and its journal removed. Each step can be done again, so a crash during recovery is recovered by
 * the next start. Returns the save's record (to say so in the log), or null when there was none. A save whose
 * process still runs (another process making it now) is left alone: SaveInProgress.
 */
export async function recoverOpenSave(
  root: string,
  { disk = realDisk, undo, ownerAlive = isAlive }: RecoveryOptions = {},
): Promise<JournalRecord | null> {
  const record = openSave(root, disk);
  if (!record) return null;
  if (ownerAlive(record.owner)) throw new SaveInProgress({ pid: record.owner.pid });
  await undo?.(record);
  putFiles(root, join(root, journalFolder, openJournal), record, "before", disk);
  endJournal(root, record.id, disk);
  return record;
}
