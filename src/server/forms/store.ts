import { randomUUID } from "node:crypto";
import { mkdir, open } from "node:fs/promises";
import { join } from "node:path";
import { extensionOf } from "../../forms/field-rules.ts";
import type { ReceivedFile } from "./check-submission.ts";

/** One stored submission: one JSON line of submissions.jsonl (or spam.jsonl). */
export interface StoredSubmission {
  id: string;
  receivedAt: string;
  form: string;
  fields: Record<string, string>;
  /** Per file field: the name the visitor's file had (as data only), where it is stored under dataDir, its size. */
  files: Record<string, { originalName: string; storedAs: string; size: number; type: string }>;
  client: { ip: string; userAgent?: string; session?: unknown };
}

/** Writes and flushes to disk before returning: a success answer is only given for what is safely stored. */
async function writeDurably(path: string, data: string | Buffer, flag: "a" | "wx") {
  const handle = await open(path, flag);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A file name fit to show, never to use as a path: no folders, no control characters, at most 200 characters.
 * The file itself is stored under a generated name.
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200) || "file";
}

/** Appends submissions to <dataDir>/submissions.jsonl (spam to spam.jsonl), files under <dataDir>/files/<id>/. */
export class SubmissionStore {
  /** Appends run one after another: concurrent submissions never interleave their lines. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dataDir: string) {}

  async save(entry: Omit<StoredSubmission, "id" | "receivedAt" | "files">, files: ReceivedFile[], { spam = false } = {}): Promise<StoredSubmission> {
    const id = randomUUID();
    const stored: StoredSubmission = { id, receivedAt: new Date().toISOString(), ...entry, files: {} };
    if (files.length) {
      const folder = join("files", id);
      await mkdir(join(this.dataDir, folder), { recursive: true });
      for (const file of files) {
        // The extension is one the field accepts (checked before); the name is ours.
        const storedAs = join(folder, `${randomUUID()}${extensionOf(file.originalName)}`);
        await writeDurably(join(this.dataDir, storedAs), file.data, "wx");
        stored.files[file.field] = { originalName: displayName(file.originalName), storedAs, size: file.data.length, type: file.type };
      }
    }
    const line = `${JSON.stringify(stored)}\n`;
    const append = this.queue.then(async () => {
      await mkdir(this.dataDir, { recursive: true });
      await writeDurably(join(this.dataDir, spam ? "spam.jsonl" : "submissions.jsonl"), line, "a");
    });
    this.queue = append.catch(() => undefined);
    await append;
    return stored;
  }
}
