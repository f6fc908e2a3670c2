import { join } from "node:path";
import type { DataFolder } from "../data-folder.ts";

/** An e-mail still to send: outbox/<submission id>.json. Written before the submission is acknowledged. */
export interface OutboxEntry {
  /** The submission the e-mail is about (read from submissions.jsonl when it is sent). */
  id: string;
  attempts: number;
  /** ISO time of the next try. */
  nextAttemptAt: string;
  /** ISO time the submission arrived: an e-mail that could not be sent for too long is given up (and logged). */
  queuedAt: string;
  lastError?: string;
}

export const outboxEntryPath = (folder: DataFolder, id: string) => join(folder.outbox, `${id}.json`);

export const newOutboxEntry = (id: string, now: Date): OutboxEntry => ({ id, attempts: 0, nextAttemptAt: now.toISOString(), queuedAt: now.toISOString() });
