import type { Sql } from "../store/database.ts";

export interface AuditEntry {
  at: number;
  email: string | null;
  action: string;
  detail: string;
}

/**
 * Who did what, when: sign-ins and sign-outs, accounts made and changed, files saved and published. Never a password,
 * a session id or a link's token.
 */
export class AuditLog {
  constructor(
    private readonly db: Sql,
    private readonly now: () => number = Date.now,
  ) {}

  async record(accountId: number | null, action: string, detail = ""): Promise<void> {
    await this.db.run("INSERT INTO audit_log (at, account_id, action, detail) VALUES (?, ?, ?, ?)", [
      this.now(),
      accountId,
      action,
      detail,
    ]);
  }

  /** The latest entries, newest first. */
  latest(limit = 100): Promise<AuditEntry[]> {
    return this.db.all<AuditEntry>(
      "SELECT l.at, a.email, l.action, l.detail FROM audit_log l LEFT JOIN accounts a ON a.id = l.account_id ORDER BY l.id DESC LIMIT ?",
      [limit],
    );
  }
}
