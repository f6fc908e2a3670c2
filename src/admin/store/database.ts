import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";

export type Db = Database.Database;

/**
 * The admin's tables, in the order they were added: a database is brought up to date by the steps it has not had
 * (its `user_version` counts them). A step is never changed once released; a change is a new step.
 */
const steps = [
  `CREATE TABLE accounts (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     role TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
     password_hash TEXT,
     created_at INTEGER NOT NULL,
     disabled_at INTEGER,
     failed_logins INTEGER NOT NULL DEFAULT 0,
     locked_until INTEGER
   );
   CREATE TABLE setup_links (
     token_hash TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_by_account ON sessions(account_id);
   CREATE TABLE address_failures (
     address TEXT PRIMARY KEY,
     count INTEGER NOT NULL,
     first_at INTEGER NOT NULL
   );
   CREATE TABLE drafts (
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     file TEXT NOT NULL,
     record TEXT NOT NULL,
     PRIMARY KEY (account_id, file)
   );
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     account_id INTEGER REFERENCES accounts(id),
     action TEXT NOT NULL,
     detail TEXT NOT NULL DEFAULT ''
   );`,
  // Publishes chosen for a later minute: the files as they will be published, and what became of it.
  `CREATE TABLE scheduled (
     id INTEGER PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     files TEXT NOT NULL,
     subject TEXT NOT NULL,
     publish_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'published', 'failed', 'cancelled')),
     result TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX scheduled_due ON scheduled(state, publish_at);`,
];

/** Where the admin's database is: DATA_DIR (the same folder as the form service's data), or .data/ in the project. */
export function databaseFile(projectRoot: string, env: Record<string, string | undefined> = process.env): string {
  return resolve(projectRoot, env.DATA_DIR || ".data", "site.sqlite");
}

/**
 * The admin's SQLite database (accounts, sessions, drafts, the record of who did what), made if missing and brought up to
 * date. WAL lets readers go on while one writes; full sync means a change reported done survives a power cut.
 */
export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  const done = Number(db.pragma("user_version", { simple: true }));
  for (let step = done; step < steps.length; step++) {
    db.transaction(() => {
      db.exec(steps[step]);
      db.pragma(`user_version = ${step + 1}`);
    })();
  }
  return db;
}
