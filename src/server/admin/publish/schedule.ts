import type { SaveRequest } from "../../../core/contract/api-types.ts";
import type { Sql } from "../../store/database.ts";
import { logServerError, saidBy, ServerError } from "../../../core/errors/server-errors.ts";
import { adminWords } from "../../../core/words/admin-words.ts";

/** The scheduled publishes could not be looked at (the database failed): said with its code; the next look tries again. */
const scheduleFailed = (error: unknown) =>
  logServerError(new ServerError("schedule-run-failed", { said: saidBy(error) }, { cause: error }));

/** What History says of a publish the server was doing when it stopped. */
export const stoppedWhilePublishing =
  "The server stopped while publishing this. Look at the page: if the change is not there, schedule it again.";

/**
 * What History says of a publish whose minute came while it needs an approval that is not given (or no longer holds):
 * it is not failed; it stays waiting, and goes out at the first look after one is given.
 */
export const waitingForApproval = adminWords.waitingForApproval;

/** A publish refused for want of an approval: one that waits, not one that failed. */
const refusedForApproval = (error: unknown) =>
  error instanceof ServerError && (error.code === "approval-needed" || error.code === "approval-void");

export interface ScheduledPublish {
  id: number;
  accountId: number;
  email: string;
  files: SaveRequest["files"];
  subject: string;
  /** Milliseconds since 1970: the minute it is published at. */
  publishAt: number;
  state: "waiting" | "published" | "failed" | "cancelled";
  /** What became of it, in words (the publish's words, or why it failed). */
  result: string;
}

interface Row {
  id: number;
  account_id: number;
  email: string;
  files: string;
  subject: string;
  publish_at: number;
  state: ScheduledPublish["state"];
  result: string;
}

const publishOf = (row: Row): ScheduledPublish => ({
  id: row.id,
  accountId: row.account_id,
  email: row.email,
  files: JSON.parse(row.files) as SaveRequest["files"],
  subject: row.subject,
  publishAt: row.publish_at,
  state: row.state,
  result: row.result,
});

/**
 * Publishes chosen for a later minute, kept in the database so that they survive a restart; one whose minute passed
 * while the server was stopped is published when it starts. `run` is the publish itself (the editor's save, which
 * checks the whole site again and refuses files changed since they were scheduled).
 */
export class Schedule {
  private timer: NodeJS.Timeout | null = null;
  /** Timers for the minutes of the publishes this server was given, while it runs its schedule (start()). */
  private readonly wakeUps = new Set<NodeJS.Timeout>();
  private started = false;
  private running = false;
  private runAgain = false;
  /**
   * When each publish waiting for an approval was last tried: tried again a minute later at the soonest (each try
   * checks the whole site), or at once when an approval is given (approvalGiven).
   */
  private readonly approvalTries = new Map<number, number>();

  constructor(
    private readonly db: Sql,
    private readonly run: (scheduled: ScheduledPublish) => Promise<string>,
    private readonly now: () => number = Date.now,
    private readonly approvalRetryMs = 60_000,
  ) {}

  /** An approval was given: the publishes waiting for one are tried again now. */
  approvalGiven(): Promise<void> {
    this.approvalTries.clear();
    return this.runDue().catch(scheduleFailed);
  }

  async add(
    accountId: number,
    files: SaveRequest["files"],
    subject: string,
    publishAt: number,
  ): Promise<ScheduledPublish> {
    const inserted = await this.db.get<{ id: number }>(
      "INSERT INTO scheduled (account_id, files, subject, publish_at, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
      [accountId, JSON.stringify(files), subject, publishAt, this.now()],
    );
    this.wakeAt(publishAt);
    return (await this.byId(Number(inserted!.id)))!;
  }

  /**
   * Looks for due publishes when `publishAt` comes (at once if it has), so that a publish goes out at its minute, not
   * at the next regular look. Those scheduled through another server sharing the database wait for that look.
   */
  private wakeAt(publishAt: number): void {
    const wait = publishAt - this.now();
    // Beyond what a timer can wait (24 days), the regular looks will find it.
    if (!this.started || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(
      () => {
        this.wakeUps.delete(timer);
        this.runDue().catch(scheduleFailed);
      },
      Math.max(0, wait),
    );
    timer.unref();
    this.wakeUps.add(timer);
  }

  async byId(id: number): Promise<ScheduledPublish | null> {
    const row = await this.db.get<Row>(
      "SELECT s.*, a.email FROM scheduled s JOIN accounts a ON a.id = s.account_id WHERE s.id = ?",
      [id],
    );
    return row ? publishOf(row) : null;
  }

  /** Waiting ones by their minute, then the latest done, failed or cancelled. */
  async list(limit = 50): Promise<ScheduledPublish[]> {
    const rows = await this.db.all<Row>(
      "SELECT s.*, a.email FROM scheduled s JOIN accounts a ON a.id = s.account_id ORDER BY s.state = 'waiting' DESC, CASE WHEN s.state = 'waiting' THEN s.publish_at ELSE -s.publish_at END, s.id LIMIT ?",
      [limit],
    );
    return rows.map(publishOf);
  }

  /** Cancels a waiting publish; false when it is not waiting (any more). */
  async cancel(id: number): Promise<boolean> {
    // One claimed by runDue (result "publishing") is being published: too late to cancel.
    return (
      (
        await this.db.run(
          "UPDATE scheduled SET state = 'cancelled', result = 'cancelled' WHERE id = ? AND state = 'waiting' AND result IN ('', ?)",
          [id, waitingForApproval],
        )
      ).changes > 0
    );
  }

  /**
   * Publishes what is due, one after another. Several servers may share the database (PostgreSQL) and run this at the
   * same minute: each publish is claimed first (its result set to "publishing" while it is still waiting, which one
   * statement does for one of them only), and only the server whose claim changed the row publishes it. A claim is
   * never taken back: a server stopped in the middle of a publish leaves it "publishing" for good, not published
   * again by another (it may have gone out already; publishing it twice is worse), for a person to schedule again.
   */
  async runDue(): Promise<void> {
    // Asked while publishing (a minute came meanwhile): it looks again once done.
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.runAgain = false;
        await this.publishDue();
      } while (this.runAgain);
    } finally {
      this.running = false;
    }
  }

  private async publishDue(): Promise<void> {
    const now = this.now();
    const due = (
      await this.db.all<Row>(
        "SELECT s.*, a.email FROM scheduled s JOIN accounts a ON a.id = s.account_id WHERE s.state = 'waiting' AND s.result IN ('', ?) AND s.publish_at <= ? ORDER BY s.publish_at, s.id",
        [waitingForApproval, now],
      )
    )
      .map(publishOf)
      .filter(
        ({ id, result }) => result === "" || now - (this.approvalTries.get(id) ?? -Infinity) >= this.approvalRetryMs,
      );
    for (const scheduled of due) {
      // Claimed as it was read (waiting for its minute, or for an approval): another server's claim changes it first.
      const { changes } = await this.db.run(
        "UPDATE scheduled SET result = 'publishing' WHERE id = ? AND state = 'waiting' AND result = ?",
        [scheduled.id, scheduled.result],
      );
      if (changes !== 1) continue;
      this.approvalTries.delete(scheduled.id);
      let state: ScheduledPublish["state"] = "published";
      let result: string;
      try {
        result = await this.run(scheduled);
      } catch (error) {
        if (refusedForApproval(error)) {
          this.approvalTries.set(scheduled.id, now);
          await this.db.run("UPDATE scheduled SET result = ? WHERE id = ?", [waitingForApproval, scheduled.id]);
          continue;
        }
        state = "failed";
        result = saidBy(error);
        // What History says is for the person; a failure the server did not foresee is the operator's too (a refused
        // publish, a conflict or a gone account is a ServerError, said where it was made or in History alone).
        if (!(error instanceof ServerError))
          logServerError(
            new ServerError("scheduled-publish-failed", { id: scheduled.id, said: result }, { cause: error }),
          );
      }
      await this.db.run("UPDATE scheduled SET state = ?, result = ? WHERE id = ?", [state, result, scheduled.id]);
    }
  }

  /**
   * Checks for due publishes now (a missed minute is published at start), every `everyMs` (for those scheduled through
   * another server sharing the database), and at the minute of each publish scheduled through this one.
   */
  start(everyMs = 15_000): void {
    this.started = true;
    const check = () => this.runDue().catch(scheduleFailed);
    // One this server was publishing when it stopped: said so in History, for a person to look and schedule again.
    void this.db
      .run("UPDATE scheduled SET state = 'failed', result = ? WHERE state = 'waiting' AND result = 'publishing'", [
        stoppedWhilePublishing,
      ])
      .catch(scheduleFailed)
      .then(check);
    this.timer = setInterval(() => void check(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.wakeUps.forEach((timer) => void clearTimeout(timer));
    this.wakeUps.clear();
  }
}
