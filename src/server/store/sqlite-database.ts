import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type { SiteDatabase, Sql, SqlValue } from "./sql.ts";
import { sqliteSteps } from "./sqlite-steps.ts";

type Statement = Database.Statement<SqlValue[]>;

/**
 * The site's database in one SQLite file (better-sqlite3): WAL lets readers go on while one writes; full sync means a
 * change reported done survives a power cut. One connection serves everything; while a transaction is open, every
 * other statement waits for it, so that nothing from elsewhere slips into it (or into its rollback).
 */
class SqliteDatabase implements SiteDatabase {
  readonly dialect = "sqlite";
  private readonly statements = new Map<string, Statement>();
  private busy: Promise<void> | null = null;
  private readonly inside: Sql;

  constructor(
    readonly db: Database.Database,
    readonly where: string,
  ) {
    this.inside = {
      dialect: "sqlite",
      all: async <Row>(text: string, values: readonly SqlValue[] = []) => this.statement(text).all(...values) as Row[],
      get: async <Row>(text: string, values: readonly SqlValue[] = []) =>
        this.statement(text).get(...values) as Row | undefined,
      run: async (text: string, values: readonly SqlValue[] = []) => ({
        changes: this.statement(text).run(...values).changes,
      }),
      transaction: () => Promise.reject(new Error("A transaction cannot be opened inside another.")),
    };
  }

  private statement(text: string): Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare<SqlValue[]>(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  async all<Row>(text: string, values: readonly SqlValue[] = []): Promise<Row[]> {
    // Checked again after each wait, with nothing awaited between the check and the statement.
    while (this.busy) await this.busy;
    return this.statement(text).all(...values) as Row[];
  }

  async get<Row>(text: string, values: readonly SqlValue[] = []): Promise<Row | undefined> {
    // Checked again after each wait, with nothing awaited between the check and the statement.
    while (this.busy) await this.busy;
    return this.statement(text).get(...values) as Row | undefined;
  }

  async run(text: string, values: readonly SqlValue[] = []): Promise<{ changes: number }> {
    // Checked again after each wait, with nothing awaited between the check and the statement.
    while (this.busy) await this.busy;
    return { changes: this.statement(text).run(...values).changes };
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    // The check and the taking happen in one step: two transactions asked for at once open one after the other.
    while (this.busy) await this.busy;
    let done!: () => void;
    this.busy = new Promise((resolve) => (done = resolve));
    try {
      this.db.exec("BEGIN IMMEDIATE");
      const result = await work(this.inside);
      this.db.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.db.inTransaction) this.db.exec("ROLLBACK");
      throw error;
    } finally {
      this.busy = null;
      done();
    }
  }

  async close(): Promise<void> {
    while (this.busy) await this.busy;
    this.db.close();
  }
}

/** Opens (making it if missing) the SQLite database in `file`, brought up to date by the steps it has not had. */
export function openSqliteDatabase(file: string): SiteDatabase & { db: Database.Database } {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  // Its `user_version` counts the steps it has had.
  const done = Number(db.pragma("user_version", { simple: true }));
  for (let step = done; step < sqliteSteps.length; step++) {
    db.transaction(() => {
      db.exec(sqliteSteps[step]);
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
  return new SqliteDatabase(db, file);
}
