import { join } from "node:path";

/**
 * The layout of the form service's data folder (FORM_DATA_DIR). One server at a time uses a folder; `npm run inbox`
 * may run beside it (the two take turns through the store's lock).
 */
export function dataFolder(root: string) {
  return {
    root,
    /** One JSON line per accepted submission (StoredSubmission). */
    submissions: join(root, "submissions.jsonl"),
    /** The same, for what the honeypot caught. */
    spam: join(root, "spam.jsonl"),
    /** files/<submission id>/<generated name>: the files of stored submissions. */
    files: join(root, "files"),
    /** Uploads still arriving or being checked; empty when nothing is in progress, emptied at start. */
    temporary: join(root, "tmp"),
    /** outbox/<submission id>.json: e-mails still to send. */
    outbox: join(root, "outbox"),
    /** Held while a submissions file is appended to or rewritten. */
    lock: join(root, "store.lock"),
  };
}

export type DataFolder = ReturnType<typeof dataFolder>;
