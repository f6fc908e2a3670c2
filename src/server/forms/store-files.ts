import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { extensionOf } from "../../core/forms/field-rules.ts";
import type { DataFolder } from "./data-folder.ts";
import { syncFolder } from "./durable-files.ts";
import { displayName } from "./printable.ts";
import type { ReceivedFile } from "./receive-file.ts";
import type { StoredSubmission } from "./stored-submission.ts";
import { serverProblem } from "../../core/errors/server-errors.ts";

/** What the files' folders held unfinished when the store opened, and what became of it. */
export interface UnfinishedReport {
  removedTemporaryFiles: number;
  /** Files of submissions whose row was never written (a process that died while storing): removed. */
  removedOrphanFolders: number;
  /** Files of submissions whose row was written but that were not yet in place: moved there. */
  finishedFolders: number;
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

/**
 * The files visitors sent with their submissions, on disk in the data folder (data-folder.ts): checked in a temporary
 * folder, moved to a pending folder of the submission's own before its row is committed, and into place after; moved
 * aside before an erasure removes its rows. What a crash leaves on the way is finished or removed at the next start.
 */
export class StoredFiles {
  /** `unfinishedAge`: how old (ms) what looks unfinished must be to be no other process's work (store.ts). */
  constructor(
    readonly folder: DataFolder,
    private readonly unfinishedAge: number,
    private readonly log: { warn: (details: object, message: string) => void },
  ) {}

  /** Creates the folders; finishes or removes what a crash left unfinished (`stored`: whether a row was written). */
  async open(stored: (id: string) => Promise<boolean>): Promise<UnfinishedReport> {
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
      if (await stored(name)) {
        await rename(join(this.folder.pending, name), join(this.folder.files, name));
        finishedFolders++;
      } else {
        await rm(join(this.folder.pending, name), { recursive: true, force: true });
        removedOrphanFolders++;
      }
    }
    if (finishedFolders) await syncFolder(this.folder.files);
    return { removedTemporaryFiles: temporary.length, removedOrphanFolders, finishedFolders };
  }

  /** Moves a submission's files from the temporary folder into its pending folder, naming them in `stored.files`. */
  async place(stored: StoredSubmission, files: ReceivedFile[]): Promise<void> {
    const { id } = stored;
    const pending = join(this.folder.pending, id);
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

  /** Moves a stored submission's files into place; left for the next start if that fails (the row is committed). */
  async finish(id: string) {
    try {
      await rename(join(this.folder.pending, id), join(this.folder.files, id));
      await syncFolder(this.folder.files);
    } catch (error) {
      this.log.warn(
        { err: error, submission: id, code: "submission-files-not-moved" },
        serverProblem("submission-files-not-moved", { submission: id }).line,
      );
    }
  }

  /** Removes the pending files of a submission that was not stored. */
  async discard(id: string): Promise<void> {
    await rm(join(this.folder.pending, id), { recursive: true, force: true });
  }

  /** Moves the files of submissions about to be erased aside, where the next start finishes an erasure cut short. */
  async setAside(ids: string[]): Promise<void> {
    for (const id of ids) {
      await rename(join(this.folder.files, id), join(this.folder.erasing, id)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  }

  /** Removes the files set aside, once the rows are gone. */
  async removeSetAside(ids: string[]): Promise<void> {
    for (const id of ids) await rm(join(this.folder.erasing, id), { recursive: true, force: true });
  }
}
