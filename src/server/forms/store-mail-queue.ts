import type { Sql } from "../store/sql.ts";
import type { MailFailure } from "./mail/outbox-entry.ts";

/** An e-mail about a submission still to send (or given up: `failedAt`). */
export interface QueuedMail {
  id: string;
  attempts: number;
  /** Milliseconds since 1970, as every time below. */
  nextAttemptAt: number;
  queuedAt: number;
  lastError?: string;
  failedAt?: number;
}

interface MailRow {
  submission_id: string;
  attempts: number;
  next_attempt_at: number;
  queued_at: number;
  last_error: string | null;
  failed_at: number | null;
}

const toQueuedMail = (row: MailRow): QueuedMail => ({
  id: row.submission_id,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  queuedAt: row.queued_at,
  ...(row.last_error === null ? {} : { lastError: row.last_error }),
  ...(row.failed_at === null ? {} : { failedAt: row.failed_at }),
});

/** Queues the e-mail about a submission, due at once, in the caller's transaction (the one writing the submission). */
export async function queueMail(tx: Sql, id: string, queuedAt: number): Promise<void> {
  await tx.run("INSERT INTO mail_queue (submission_id, queued_at, next_attempt_at) VALUES (?, ?, ?)", [
    id,
    queuedAt,
    queuedAt,
  ]);
}

/**
 * The e-mails about submissions still to send: rows of the database's mail queue, each written in the commit that
 * stores its submission (store-submissions.ts) and removed with it when it is erased.
 */
export class MailQueue {
  constructor(private readonly db: Sql) {}

  /** The e-mails the mail server refused for good, by submission id: the inbox says so beside each. */
  async mailFailures(): Promise<Map<string, MailFailure>> {
    const rows = await this.db.all<{ submission_id: string; failed_at: number; last_error: string | null }>(
      "SELECT submission_id, failed_at, last_error FROM mail_queue WHERE failed_at IS NOT NULL",
    );
    return new Map(
      rows.map((row) => [
        row.submission_id,
        { failedAt: new Date(row.failed_at).toISOString(), reason: row.last_error ?? "" },
      ]),
    );
  }

  /** Up to `limit` e-mails due by `now`, the longest waiting first. */
  async dueMail(now: number, limit: number): Promise<QueuedMail[]> {
    const rows = await this.db.all<MailRow>(
      "SELECT * FROM mail_queue WHERE failed_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
      [now, limit],
    );
    return rows.map(toQueuedMail);
  }

  /** When the next e-mail is due (ms), or null when none waits. */
  async nextMailDue(): Promise<number | null> {
    const row = await this.db.get<{ next: number | null }>(
      "SELECT MIN(next_attempt_at) AS next FROM mail_queue WHERE failed_at IS NULL",
    );
    return row?.next ?? null;
  }

  /** The e-mail about a submission, queued or given up, or null. */
  async queuedMail(id: string): Promise<QueuedMail | null> {
    const row = await this.db.get<MailRow>("SELECT * FROM mail_queue WHERE submission_id = ?", [id]);
    return row ? toQueuedMail(row) : null;
  }

  /**
   * Takes a due e-mail for this process to send: true when no other process took it since it was read (it is then
   * not due again until `until`, when a process that died while sending it is taken to have failed). Instances
   * sharing a database each read the queue; this is what makes an e-mail go once.
   */
  async claimMail(mail: QueuedMail, until: number): Promise<boolean> {
    return (
      (
        await this.db.run(
          "UPDATE mail_queue SET next_attempt_at = ? WHERE submission_id = ? AND next_attempt_at = ? AND failed_at IS NULL",
          [until, mail.id, mail.nextAttemptAt],
        )
      ).changes === 1
    );
  }

  /** An e-mail was sent (or has nobody left to go to): it leaves the queue. */
  async mailDone(id: string): Promise<void> {
    await this.db.run("DELETE FROM mail_queue WHERE submission_id = ?", [id]);
  }

  /** An attempt failed: when to try again, or (`failedAt`) that it is given up. */
  async mailAttemptFailed(
    id: string,
    {
      attempts,
      nextAttemptAt,
      lastError,
      failedAt,
    }: { attempts: number; nextAttemptAt: number; lastError: string; failedAt?: number },
  ): Promise<void> {
    await this.db.run(
      "UPDATE mail_queue SET attempts = ?, next_attempt_at = ?, last_error = ?, failed_at = ? WHERE submission_id = ?",
      [attempts, nextAttemptAt, lastError, failedAt ?? null, id],
    );
  }
}
