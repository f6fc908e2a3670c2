import type { Sql } from "../store/sql.ts";

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** How often windows long over are forgotten. */
const pruneEvery = 10 * 60_000;

/**
 * Where @fastify/rate-limit counts requests (its `store` option): a row per address in the site's database, so that
 * every instance sharing the database counts the same requests (in one process's memory, two instances would each
 * allow the limit). One statement counts and reads, so requests arriving together each get their own number.
 */
export function rateLimitStore(db: Sql, prefix: string) {
  let prunedAt = 0;

  async function count(key: string, windowMs: number): Promise<Counted> {
    const now = Date.now();
    const row = await db.get<{ count: number; window_start: number }>(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start + ? <= ? THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start + ? <= ? THEN ? ELSE rate_limits.window_start END
       RETURNING count, window_start`,
      [`${prefix}:${key}`, now, windowMs, now, windowMs, now, now],
    );
    if (now - prunedAt > pruneEvery) {
      prunedAt = now;
      await db.run("DELETE FROM rate_limits WHERE window_start < ?", [now - Math.max(windowMs, pruneEvery)]);
    }
    // Another instance may have opened the window a moment "after" this one read its clock.
    return { current: row!.count, ttl: Math.min(windowMs, Math.max(0, row!.window_start + windowMs - now)) };
  }

  async function peek(key: string, windowMs: number): Promise<Counted> {
    const now = Date.now();
    const row = await db.get<{ count: number; window_start: number }>(
      "SELECT count, window_start FROM rate_limits WHERE key = ?",
      [`${prefix}:${key}`],
    );
    if (!row || row.window_start + windowMs <= now) return { current: 0, ttl: 0 };
    return { current: row.count, ttl: row.window_start + windowMs - now };
  }

  return class DatabaseRateLimitStore {
    incr(key: string, done: Done, timeWindow: number) {
      count(key, timeWindow).then((counted) => done(null, counted), done);
    }

    read(key: string, done: Done, timeWindow: number) {
      peek(key, timeWindow).then((counted) => done(null, counted), done);
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}
