import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPostgresDatabase } from "../../../src/server/store/postgres-database.ts";
import type { SiteDatabase } from "../../../src/server/store/sql.ts";
import { openSqliteDatabase } from "../../../src/server/store/sqlite-database.ts";

/**
 * The databases every storage test runs against: SQLite always; PostgreSQL when TEST_DATABASE_URL names one (`npm test
 * -- --postgres` starts one with scripts/start-test-postgres.sh and sets it, as npm test does on CI; or any database
 * you may write to). Each fresh database is a new file, or a new schema of that PostgreSQL database, dropped at the end.
 */
export interface TestDatabaseKind {
  name: "SQLite" | "PostgreSQL";
  /** A new, empty database brought up to date; `reopen` opens the same one again (a restart). */
  fresh(): Promise<TestDatabase>;
}

export interface TestDatabase {
  db: SiteDatabase;
  reopen(): Promise<SiteDatabase>;
  /** Closes what is open and removes the database. */
  remove(): Promise<void>;
}

export const postgresUrl = process.env.TEST_DATABASE_URL;

/** Said once per run when the PostgreSQL half is skipped, so that nobody takes a green run for both. */
export const postgresSkipped =
  "PostgreSQL storage tests skipped: TEST_DATABASE_URL is not set (CI sets it; locally point it at a database you may write to).";

const sqlite: TestDatabaseKind = {
  name: "SQLite",
  async fresh() {
    const folder = mkdtempSync(join(tmpdir(), "site-db-"));
    const file = join(folder, "site.sqlite");
    const opened: SiteDatabase[] = [openSqliteDatabase(file)];
    return {
      db: opened[0],
      async reopen() {
        const db = openSqliteDatabase(file);
        opened.push(db);
        return db;
      },
      async remove() {
        for (const db of opened) await db.close().catch(() => undefined);
        rmSync(folder, { recursive: true, force: true });
      },
    };
  },
};

/** TEST_DATABASE_URL with its search_path set to one schema: a database of its own inside the shared one. */
const inSchema = (url: string, schema: string) => {
  const parsed = new URL(url);
  parsed.searchParams.set("options", `-c search_path=${schema}`);
  return parsed.toString();
};

const postgres = (url: string): TestDatabaseKind => ({
  name: "PostgreSQL",
  async fresh() {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const opened: SiteDatabase[] = [await openPostgresDatabase(inSchema(url, schema), { max: 4 })];
    return {
      db: opened[0],
      async reopen() {
        const db = await openPostgresDatabase(inSchema(url, schema), { max: 4 });
        opened.push(db);
        return db;
      },
      async remove() {
        for (const db of opened) await db.close().catch(() => undefined);
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      },
    };
  },
});

// On CI both must run: a PostgreSQL that did not start fails the run instead of passing it on SQLite alone.
if (!postgresUrl && process.env.CI && !process.env.SKIP_POSTGRES_TESTS) {
  throw new Error(
    "TEST_DATABASE_URL is not set on CI: the storage tests must run against PostgreSQL too (npm test starts it on CI, with scripts/start-test-postgres.sh; SKIP_POSTGRES_TESTS=1 runs SQLite alone).",
  );
}
if (!postgresUrl) console.warn(postgresSkipped);

/** SQLite, and PostgreSQL when TEST_DATABASE_URL is set: `describe.each(testDatabases)`. */
export const testDatabases: TestDatabaseKind[] = postgresUrl ? [sqlite, postgres(postgresUrl)] : [sqlite];
