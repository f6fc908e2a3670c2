import { lock } from "proper-lockfile";
import type { DataFolder } from "./data-folder.ts";

export interface StoreLog {
  warn: (details: object, message: string) => void;
}

/**
 * Runs `work` while holding the data folder's lock, so the server's appends and `npm run inbox`'s rewrites (an
 * erasure, a purge) never overlap: a rewrite that read the file before an append and renamed after it would lose
 * the appended submission. The lock is a folder that a crashed holder leaves behind; it counts as stale after 10 s.
 */
export async function withStoreLock<T>(folder: DataFolder, log: StoreLog, work: () => Promise<T>): Promise<T> {
  const release = await lock(folder.root, {
    lockfilePath: folder.lock,
    realpath: false,
    stale: 10_000,
    retries: { retries: 100, factor: 1.2, minTimeout: 10, maxTimeout: 250 },
    // The default throws from a timer and would end the server; the work in progress still finishes.
    onCompromised: (error) => log.warn({ err: error }, "The data folder's lock was taken over while held."),
  });
  try {
    return await work();
  } finally {
    await release().catch((error: unknown) => log.warn({ err: error }, "The data folder's lock could not be released."));
  }
}
