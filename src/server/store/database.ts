import { resolve } from "node:path";
import { describePostgres, openPostgresDatabase } from "./postgres-database.ts";
import type { SiteDatabase } from "./sql.ts";
import { openSqliteDatabase } from "./sqlite-database.ts";
import { ServerError } from "../../core/errors/server-errors.ts";

export type { SiteDatabase, Sql } from "./sql.ts";
export { openSqliteDatabase } from "./sqlite-database.ts";

/** Where the site's SQLite database is: DATA_DIR (the form service's files are in its forms/ folder), or .data/ in the project. */
export function databaseFile(projectRoot: string, env: Record<string, string | undefined> = process.env): string {
  return resolve(projectRoot, env.DATA_DIR || ".data", "site.sqlite");
}

/** Where the site's database is, for people, without opening it. */
export function databaseWhere(projectRoot: string, env: Record<string, string | undefined> = process.env): string {
  return env.DATABASE_URL ? describePostgres(env.DATABASE_URL) : databaseFile(projectRoot, env);
}

/**
 * The site's database (accounts, sessions, drafts, the record of who did what, scheduled publishes, form submissions,
 * the e-mails about them still to send, rate limits): PostgreSQL when DATABASE_URL names one (several instances share
 * it), else the SQLite file in DATA_DIR. Made if missing and brought up to date.
 */
export async function openSiteDatabase(
  projectRoot: string,
  env: Record<string, string | undefined> = process.env,
): Promise<SiteDatabase> {
  const url = env.DATABASE_URL;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new ServerError("database-url-invalid", { scheme: url.split(":")[0] });
    return openPostgresDatabase(url);
  }
  return openSqliteDatabase(databaseFile(projectRoot, env));
}
