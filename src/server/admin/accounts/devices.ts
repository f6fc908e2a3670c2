import type { Sql } from "../../store/database.ts";
import { newToken, tokenHash } from "./tokens.ts";

const day = 24 * 3_600_000;
/** How long a browser is remembered after it last signed in. */
export const deviceLifetime = 180 * day;

export interface Device {
  /** Its token's hash: what names its own allowance of wrong passwords. */
  hash: string;
  accountId: number;
  /** The account's address as stored. */
  email: string;
}

/**
 * The browsers each account has signed in from (a "device cookie"): a stranger's wrong passwords for an account are
 * counted apart from the person's own browser's, so that nobody can keep them out by guessing. The cookie holds a
 * random token; the database keeps its hash, the account and until when it is remembered. It signs nobody in: it only
 * lets its browser try the account's password from its own allowance.
 */
export class Devices {
  constructor(
    private readonly db: Sql,
    private readonly now: () => number = Date.now,
  ) {}

  /** The remembered browser whose cookie this is, or null (none, unknown, expired). */
  async find(token: string | undefined): Promise<Device | null> {
    if (!token || token.length > 100) return null;
    const hash = tokenHash(token);
    const row = await this.db.get<{ account_id: number; email: string }>(
      "SELECT d.account_id, a.email FROM devices d JOIN accounts a ON a.id = d.account_id WHERE d.token_hash = ? AND d.expires_at > ?",
      [hash, this.now()],
    );
    return row ? { hash, accountId: Number(row.account_id), email: row.email } : null;
  }

  /**
   * After a sign-in: the browser's cookie, remembered 180 days more. The same token when it already named a browser
   * of this account, else a new one (a cookie of another account, or planted, is never taken over).
   */
  async remember(accountId: number, token: string | undefined): Promise<string> {
    const now = this.now();
    const known = await this.find(token);
    if (token && known?.accountId === accountId) {
      await this.db.run("UPDATE devices SET expires_at = ? WHERE token_hash = ?", [now + deviceLifetime, known.hash]);
      return token;
    }
    const fresh = newToken();
    await this.db.run("INSERT INTO devices (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)", [
      tokenHash(fresh),
      accountId,
      now,
      now + deviceLifetime,
    ]);
    return fresh;
  }

  /** The hashes of the account's browsers. */
  async hashesOf(accountId: number, db: Sql = this.db): Promise<string[]> {
    const rows = await db.all<{ token_hash: string }>("SELECT token_hash FROM devices WHERE account_id = ?", [
      accountId,
    ]);
    return rows.map(({ token_hash }) => token_hash);
  }

  /** Forgets every browser of the account (npm run users -- reset). */
  async forget(accountId: number, db: Sql = this.db): Promise<void> {
    await db.run("DELETE FROM devices WHERE account_id = ?", [accountId]);
  }

  /** Forgets the browsers not seen for 180 days (run from time to time). */
  async prune(): Promise<void> {
    await this.db.run("DELETE FROM devices WHERE expires_at <= ?", [this.now()]);
  }
}
