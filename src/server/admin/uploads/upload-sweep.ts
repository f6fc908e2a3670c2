import { lstatSync, rmSync } from "node:fs";
import { confinedPath, PathRefused } from "../../editing/confined-path.ts";
import { logServerError, saidBy, ServerError } from "../../../core/errors/server-errors.ts";
import { committedFiles } from "../publish/git.ts";
import { pictureAddress, picturesNamedIn } from "../../editing/pictures-in-use.ts";
import type { Sql } from "../../store/database.ts";
import { unusedUploadMs, uploadSweepEveryMs } from "./upload-limits.ts";

/** Only uploads are ever removed: files the editor stored there, and recorded as such (never a seed or committed picture). */
const uploadsFolder = "public/images/uploads/";

export interface UploadSweepOptions {
  db: Sql;
  root: string;
  /** The site-data files as published (on disk). */
  publishedTexts: () => Iterable<string>;
  /** Told of each file removed, so that checks see it gone. */
  removed?: (file: string) => void;
  now?: () => number;
}

/**
 * Removes the uploads nothing uses: not the published site, not anyone's draft, not a publish waiting for its minute.
 * Each is kept `unusedUploadMs` (7 days, upload-limits.ts) from its upload or from the last sweep that saw it used, so
 * that a colleague's upload waiting in a draft, or a photo replaced today, stays. Pictures not recorded in `uploads`
 * (the project's own, put there by hand, `npm run edit`'s) and uploads that were committed (published once: History
 * may restore them) are never touched. Returns the files removed.
 */
export async function sweepUploads({
  db,
  root,
  publishedTexts,
  removed,
  now = Date.now,
}: UploadSweepOptions): Promise<string[]> {
  const rows = await db.all<{ file: string; uploaded_at: number | string; last_used_at: number | string | null }>(
    "SELECT file, uploaded_at, last_used_at FROM uploads",
  );
  if (!rows.length) return [];
  const drafts = await db.all<{ record: string }>("SELECT record FROM drafts");
  const waiting = await db.all<{ files: string }>("SELECT files FROM scheduled WHERE state = 'waiting'");
  const used = picturesNamedIn([
    ...publishedTexts(),
    ...drafts.map(({ record }) => record),
    ...waiting.map(({ files }) => files),
  ]);
  const committed = await committedUploads(root);
  const at = now();
  const gone: string[] = [];
  for (const row of rows) {
    const { file } = row;
    if (committed.has(file)) {
      // Published once, so part of the site's history: a restore may need it again, and removing it from the folder
      // would free nothing (git keeps it) and leave a deletion nobody committed. No longer an upload waiting.
      await db.run("DELETE FROM uploads WHERE file = ?", [file]);
      continue;
    }
    let path: string | null;
    try {
      path = file.startsWith(uploadsFolder) ? confinedPath(root, file) : null;
    } catch (error) {
      // A record of a path the editor may not write, or whose folder is gone: never a file the sweep may touch.
      if (!(error instanceof PathRefused) && (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      path = null;
    }
    if (!path || !lstatSync(path, { throwIfNoEntry: false })?.isFile()) {
      // Gone by other means (git, by hand), or never a file the sweep may touch: nothing left to keep a record of.
      await db.run("DELETE FROM uploads WHERE file = ?", [file]);
      continue;
    }
    if (used.has(pictureAddress(file))) {
      await db.run("UPDATE uploads SET last_used_at = ? WHERE file = ?", [at, file]);
      continue;
    }
    const lastNeeded = Math.max(Number(row.uploaded_at), Number(row.last_used_at ?? 0));
    if (at - lastNeeded < unusedUploadMs) continue;
    rmSync(path, { force: true });
    await db.run("DELETE FROM uploads WHERE file = ?", [file]);
    gone.push(file);
    removed?.(file);
  }
  return gone;
}

/**
 * The uploads git has in its last commit (none outside a repository, or before its first commit). A git that fails
 * fails the sweep: taken as "nothing committed", it would remove uploads that were published.
 */
const committedUploads = (root: string): Promise<Set<string>> => committedFiles(root, uploadsFolder);

/** Sweeps now and every hour until stopped; a failed sweep is logged and the next one tries again. */
export function startUploadSweep(options: UploadSweepOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => sweepUploads(options))
      .catch((error: unknown) =>
        logServerError(new ServerError("upload-sweep-failed", { said: saidBy(error) }, { cause: error })),
      );
  };
  sweep();
  const timer = setInterval(sweep, uploadSweepEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
