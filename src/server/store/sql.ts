/**
 * What the site's code asks of its database, whichever it is: SQLite in one file (one machine, the default) or
 * PostgreSQL (DATABASE_URL: several instances sharing it). Statements are written once, with `?` for each value,
 * in the SQL both understand (INSERT ... ON CONFLICT, RETURNING); the few places that differ ask `dialect`.
 */
export type SqlValue = string | number | null;

export interface Sql {
  readonly dialect: "sqlite" | "postgres";
  /** Every row the statement returns. */
  all<Row>(text: string, values?: readonly SqlValue[]): Promise<Row[]>;
  /** The first row, or undefined. */
  get<Row>(text: string, values?: readonly SqlValue[]): Promise<Row | undefined>;
  /** A statement that returns nothing; how many rows it changed. */
  run(text: string, values?: readonly SqlValue[]): Promise<{ changes: number }>;
  /**
   * Runs `work` in one transaction: all of it is committed, or none of it. Inside, use only the `tx` it is given
   * (the database itself waits until the transaction ends).
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
}

export interface SiteDatabase extends Sql {
  /** Where it is, for people: a file's path, or the PostgreSQL server and database (never the password). */
  readonly where: string;
  close(): Promise<void>;
}
