import type { Sql } from "../../store/database.ts";

/**
 * How many sign-ins may be tried at once (`size`), and how fast that comes back (one more every `refillEvery`
 * milliseconds): a bucket that refills on its own, so that nothing stays locked for good and nobody needs to be unlocked.
 */
export interface Allowance {
  size: number;
  refillEvery: number;
}

export type Taken = { ok: true } | { ok: false; until: number };

/**
 * The sign-in allowances (browsers that never signed in to an account, one browser that did, one network), kept in
 * the database so that every instance sharing it counts the same attempts. Each is one row: the moment it will be
 * whole again (`whole_at`; a moment past, or no row, is a whole allowance). Taking one attempt moves that moment one
 * `refillEvery` later, and is allowed only while it stays within `size` refills of now, in one statement: attempts
 * sent at once each take their own, and once it is spent the rest are refused, whatever their password. A refused
 * attempt takes nothing, so it does not put the allowance off further.
 */
export class SignInAllowances {
  private prunedAt = 0;

  constructor(private readonly db: Sql) {}

  /** One attempt from `key`'s allowance, or when the next one will be allowed. */
  async take(key: string, { size, refillEvery }: Allowance, now: number): Promise<Taken> {
    await this.pruneNow(now);
    // From `whole_at`, or from now if it is whole already, one refill later.
    const after = "CASE WHEN sign_in_allowances.whole_at > ? THEN sign_in_allowances.whole_at ELSE ? END + ?";
    const taken = await this.db.get<{ whole_at: number }>(
      `INSERT INTO sign_in_allowances (key, whole_at) VALUES (?, ?)
       ON CONFLICT (key) DO UPDATE SET whole_at = ${after}
       WHERE ${after} <= ?
       RETURNING whole_at`,
      [key, now + refillEvery, now, now, refillEvery, now, now, refillEvery, now + size * refillEvery],
    );
    if (taken) return { ok: true };
    const row = await this.db.get<{ whole_at: number }>("SELECT whole_at FROM sign_in_allowances WHERE key = ?", [key]);
    // The next attempt fits once one refill has come back.
    return { ok: false, until: Math.max(now, (row?.whole_at ?? now) - (size - 1) * refillEvery) };
  }

  /**
   * Gives back the one attempt this caller took (a right password, or one never checked): only its own, so that
   * attempts others took meanwhile stay taken.
   */
  async giveBack(key: string, { refillEvery }: Allowance, now: number): Promise<void> {
    await this.db.run(
      "UPDATE sign_in_allowances SET whole_at = CASE WHEN whole_at - ? > ? THEN whole_at - ? ELSE ? END WHERE key = ?",
      [refillEvery, now, refillEvery, now, key],
    );
  }

  /** When the next attempt will be allowed, or null while one is. */
  async spentUntil(key: string, { size, refillEvery }: Allowance, now: number): Promise<number | null> {
    const row = await this.db.get<{ whole_at: number }>("SELECT whole_at FROM sign_in_allowances WHERE key = ?", [key]);
    const until = row ? row.whole_at - (size - 1) * refillEvery : 0;
    return until > now ? until : null;
  }

  /** Whole again at once (npm run users -- reset). */
  async forget(keys: readonly string[], db: Sql = this.db): Promise<void> {
    for (const key of keys) await db.run("DELETE FROM sign_in_allowances WHERE key = ?", [key]);
  }

  /** Rows of whole allowances say nothing a missing row does not: forgotten now and then. */
  private async pruneNow(now: number): Promise<void> {
    if (now - this.prunedAt < pruneEvery && now >= this.prunedAt) return;
    this.prunedAt = now;
    await this.db.run("DELETE FROM sign_in_allowances WHERE whole_at <= ?", [now]);
  }
}

const pruneEvery = 10 * 60_000;

const minute = 60_000;

/**
 * Browsers that never signed in to the account, all together, per e-mail address typed (whether or not it has an
 * account, so that an unknown address is refused just like a known one): 10 tries, then one more every 5 minutes.
 * That is at most about 300 guesses a day from the whole internet, against passwords of 12 characters or more that
 * are not among the common ones; and a person on a new browser who mistyped ten times tries again 5 minutes later.
 * A stranger who spends it keeps out only other new browsers: the person's own browser has its own allowance.
 */
export const newBrowserAllowance: Allowance = { size: 10, refillEvery: 5 * minute };

/** One browser the account signed in from before: 10 tries in 15 minutes (one back every 90 seconds). */
export const deviceAllowance: Allowance = { size: 10, refillEvery: 90_000 };

/**
 * One network (an IPv4 address, an IPv6 /64), whichever addresses it types: 30 tries, one back every 30 seconds. It
 * stops one place from trying one password on many accounts, or many unknown addresses; an office behind one address
 * still has room for its people's typing mistakes.
 */
export const networkAllowance: Allowance = { size: 30, refillEvery: 30_000 };
