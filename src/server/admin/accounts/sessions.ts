import type { Sql } from "../../store/database.ts";
import { newToken, tokenHash, type Account, type Role } from "./accounts.ts";

const minute = 60_000;
const hour = 60 * minute;
/** A session ends after this long without a request. */
export const sessionIdleLimit = 8 * hour;
/** And after this long whatever happens: a stolen cookie does not work for ever. */
export const sessionLifetime = 7 * 24 * hour;
/** Activity is written at most this often, not at every request. */
const touchEvery = minute;

/**
 * Signed-in browsers. A session's id lives only in its cookie; the database keeps its hash, the account and when
 * it was last used.
 */
export class Sessions {
  constructor(
    private readonly db: Sql,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session for the account; its id, for the cookie. */
  async start(accountId: number): Promise<string> {
    const id = newToken();
    const now = this.now();
    await this.db.run("INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)", [
      tokenHash(id),
      accountId,
      now,
      now,
    ]);
    return id;
  }

  /** The account signed in with this session id, while the session lasts and the account is enabled. */
  async account(id: string | undefined): Promise<Account | null> {
    if (!id || id.length > 100) return null;
    const hash = tokenHash(id);
    const row = await this.db.get<{
      created_at: number;
      last_seen_at: number;
      id: number;
      email: string;
      role: Role;
      reads_inbox: number;
      disabled_at: number | null;
    }>(
      "SELECT s.created_at, s.last_seen_at, a.id, a.email, a.role, a.reads_inbox, a.disabled_at FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ?",
      [hash],
    );
    const now = this.now();
    if (
      !row ||
      row.disabled_at ||
      row.last_seen_at + sessionIdleLimit <= now ||
      row.created_at + sessionLifetime <= now
    ) {
      if (row) await this.db.run("DELETE FROM sessions WHERE id_hash = ?", [hash]);
      return null;
    }
    if (now - row.last_seen_at >= touchEvery)
      await this.db.run("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?", [now, hash]);
    return { id: row.id, email: row.email, role: row.role, readsInbox: row.role === "admin" || row.reads_inbox === 1 };
  }

  async end(id: string): Promise<void> {
    await this.db.run("DELETE FROM sessions WHERE id_hash = ?", [tokenHash(id)]);
  }

  /** Signs the account out on every device. */
  async endAll(accountId: number): Promise<void> {
    await this.db.run("DELETE FROM sessions WHERE account_id = ?", [accountId]);
  }

  /** Forgets sessions that have ended (run from time to time). */
  async prune(): Promise<void> {
    const now = this.now();
    await this.db.run("DELETE FROM sessions WHERE last_seen_at <= ? OR created_at <= ?", [
      now - sessionIdleLimit,
      now - sessionLifetime,
    ]);
  }
}
