/**
 * An e-mail an earlier version had still to send: outbox/<submission id>.json, imported into the database's queue
 * at start (store-import.ts).
 */
export interface OutboxEntry {
  id: string;
  attempts: number;
  /** ISO times. */
  nextAttemptAt: string;
  queuedAt: string;
  lastError?: string;
  failedAt?: string;
}

/** An e-mail the mail server refused for good, as the inbox shows it. */
export interface MailFailure {
  failedAt: string;
  reason: string;
}
