import pg from "pg";
import { postgresSteps } from "./postgres-steps.ts";
import type { SiteDatabase, Sql, SqlValue } from "./sql.ts";

/** BIGINT (times in milliseconds, ids, counts) and NUMERIC (sums) as numbers: every one here is far below 2^53. */
const asNumber = (value: string) => Number(value);
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === 20 || oid === 1700 ? asNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** `?` becomes `$1`, `$2`...: the statements are written once for both databases (none has a `?` of its own). */
const numbered = new Map<string, string>();
function placeholders(text: string): string {
  let converted = numbered.get(text);
  if (converted === undefined) {
    let n = 0;
    converted = text.replace(/\?/g, () => `$${++n}`);
    numbered.set(text, converted);
  }
  return converted;
}

type Queryable = Pick<pg.Pool, "query">;

function sqlOver(client: Queryable): Omit<Sql, "transaction"> {
  return {
    dialect: "postgres",
    all: async <Row>(text: string, values: readonly SqlValue[] = []) =>
      (await client.query(placeholders(text), values as SqlValue[])).rows as Row[],
    get: async <Row>(text: string, values: readonly SqlValue[] = []) =>
      (await client.query(placeholders(text), values as SqlValue[])).rows[0] as Row | undefined,
    run: async (text: string, values: readonly SqlValue[] = []) => ({
      changes: (await client.query(placeholders(text), values as SqlValue[])).rowCount ?? 0,
    }),
  };
}

/** A fixed key for the lock that lets one starting instance bring the tables up to date while the others wait. */
const stepsLock = 7_273_001;

/** Where a DATABASE_URL points, for people: its server and database, never its password. */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL at ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}, database ${decodeURIComponent(parsed.pathname.slice(1)) || "(the user's)"}`;
}

/**
 * The site's database in PostgreSQL (`pg`, a pool of connections), shared by every instance of the site given the same
 * DATABASE_URL. At start the tables are brought up to date by the steps the database has not had, under a lock, so
 * that instances starting together do it once.
 */
export async function openPostgresDatabase(
  url: string,
  { max = 10 }: { max?: number } = {},
): Promise<SiteDatabase & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max, types, connectionTimeoutMillis: 10_000 });
  // An idle connection the server dropped is replaced at the next query; it must not stop the process.
  pool.on("error", () => undefined);
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [stepsLock]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS site_schema_steps (step INTEGER PRIMARY KEY, done_at BIGINT NOT NULL)",
    );
    const { rows } = await client.query<{ done: number }>(
      "SELECT COALESCE(MAX(step), 0) AS done FROM site_schema_steps",
    );
    for (let step = Number(rows[0].done); step < postgresSteps.length; step++) {
      await client.query("BEGIN");
      try {
        await client.query(postgresSteps[step]);
        await client.query("INSERT INTO site_schema_steps (step, done_at) VALUES ($1, $2)", [step + 1, Date.now()]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [stepsLock]).catch(() => undefined);
    client.release();
  }
  return {
    ...sqlOver(pool),
    pool,
    where: describePostgres(url),
    async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
      const connection = await pool.connect();
      try {
        await connection.query("BEGIN");
        const inside = {
          ...sqlOver(connection),
          transaction: () => Promise.reject(new Error("A transaction cannot be opened inside another.")),
        };
        const result = await work(inside);
        await connection.query("COMMIT");
        return result;
      } catch (error) {
        await connection.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
