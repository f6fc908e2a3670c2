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
  /**
   * ISO time it was given up: the mail server refused it for good (a 5xx answer, e.g. 552 "message too large") or
   * could not be reached for a week. It stays in the outbox, never tried again, so that the inbox says the people
   * who should have had it were not told (`lastError` says why); erasing the submission removes it.
   */
  failedAt?: string;
}

/** An e-mail the mail server refused for good, as the inbox shows it. */
export interface MailFailure {
  failedAt: string;
  reason: string;
}

export const outboxEntryPath = (folder: DataFolder, id: string) => join(folder.outbox, `${id}.json`);

export const newOutboxEntry = (id: string, now: Date): OutboxEntry => ({ id, attempts: 0, nextAttemptAt: now.toISOString(), queuedAt: now.toISOString() });
