import type { SaveRequest } from "../../editor/api-types.ts";
import type { Db } from "../store/database.ts";

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
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly run: (scheduled: ScheduledPublish) => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  add(accountId: number, files: SaveRequest["files"], subject: string, publishAt: number): ScheduledPublish {
    const { lastInsertRowid } = this.db
      .prepare("INSERT INTO scheduled (account_id, files, subject, publish_at, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(accountId, JSON.stringify(files), subject, publishAt, this.now());
    return this.byId(Number(lastInsertRowid))!;
  }

  byId(id: number): ScheduledPublish | null {
    const row = this.db.prepare("SELECT s.*, a.email FROM scheduled s JOIN accounts a ON a.id = s.account_id WHERE s.id = ?").get(id) as Row | undefined;
    return row ? publishOf(row) : null;
  }

  /** Waiting ones by their minute, then the latest done, failed or cancelled. */
  list(limit = 50): ScheduledPublish[] {
    const rows = this.db
      .prepare("SELECT s.*, a.email FROM scheduled s JOIN accounts a ON a.id = s.account_id ORDER BY s.state = 'waiting' DESC, CASE WHEN s.state = 'waiting' THEN s.publish_at ELSE -s.publish_at END LIMIT ?")
      .all(limit) as Row[];
    return rows.map(publishOf);
  }

  /** Cancels a waiting publish; false when it is not waiting (any more). */
  cancel(id: number): boolean {
    return this.db.prepare("UPDATE scheduled SET state = 'cancelled', result = 'cancelled' WHERE id = ? AND state = 'waiting'").run(id).changes > 0;
  }

  /** Publishes what is due, one after another. */
  async runDue(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const due = (this.db.prepare("SELECT s.*, a.email FROM scheduled s JOIN accounts a ON a.id = s.account_id WHERE s.state = 'waiting' AND s.publish_at <= ? ORDER BY s.publish_at, s.id").all(this.now()) as Row[]).map(publishOf);
      for (const scheduled of due) {
        let state: ScheduledPublish["state"] = "published";
        let result: string;
        try {
          result = await this.run(scheduled);
        } catch (error) {
          state = "failed";
          result = (error as Error).message;
        }
        this.db.prepare("UPDATE scheduled SET state = ?, result = ? WHERE id = ?").run(state, result, scheduled.id);
      }
    } finally {
      this.running = false;
    }
  }

  /** Checks for due publishes now (a missed minute is published at start) and every `everyMs`. */
  start(everyMs = 15_000): void {
    void this.runDue();
    this.timer = setInterval(() => void this.runDue(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
