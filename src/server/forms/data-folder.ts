import { join } from "node:path";

/**
 * The layout of the form service's data folder (FORM_DATA_DIR): the files sent with submissions, and the uploads
 * still arriving. The submissions are rows of the site's database (store.ts).
 */
export function dataFolder(root: string) {
  const files = join(root, "files");
  return {
    root,
    /** files/<submission id>/<generated name>: the files of stored submissions. */
    files,
    /** pending/<submission id>/: the files of a submission being stored, moved into files/ once its row is. */
    pending: join(root, "pending"),
    /** erasing/<submission id>/: the files of a submission being erased, removed once its row is. */
    erasing: join(root, "erasing"),
    /** Uploads still arriving or being checked; empty when nothing is in progress, emptied at start. */
    temporary: join(root, "tmp"),
    /** What earlier versions kept, one JSON line per submission: imported into the database once (store-import.ts). */
    submissionsLines: join(root, "submissions.jsonl"),
    spamLines: join(root, "spam.jsonl"),
    /** outbox/<submission id>.json: e-mails earlier versions had still to send, imported with the lines. */
    outbox: join(root, "outbox"),
  };
}

export type DataFolder = ReturnType<typeof dataFolder>;
