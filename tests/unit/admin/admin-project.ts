import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Accounts } from "../../../src/server/admin/accounts/accounts.ts";
import type { Sql } from "../../../src/server/store/database.ts";
import { quickPasswords } from "./quick-passwords.ts";

const repository = join(import.meta.dirname, "../../..");

/**
 * What a test of /admin through the real server needs, in a new temporary folder: a copy of the project's site data,
 * schemas and pictures (`project`, which the test may change), a stand-in for the admin's built application
 * (`appDir`) and for the built site (`dist`: a home page and a not-found page).
 */
export function adminProject(prefix: string): { temporary: string; project: string; appDir: string; dist: string } {
  const temporary = mkdtempSync(join(tmpdir(), prefix));
  const project = join(temporary, "project");
  mkdirSync(project);
  for (const folder of ["site-data", "schemas", "public"])
    cpSync(join(repository, folder), join(project, folder), { recursive: true });
  const appDir = join(temporary, "admin-app");
  mkdirSync(appDir);
  writeFileSync(join(appDir, "index.html"), "<!doctype html><title>Site editor</title>");
  const dist = join(temporary, "dist");
  mkdirSync(dist);
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(dist, "404.html"), "<!doctype html><title>Not found</title>");
  return { temporary, project, appDir, dist };
}

/** Accounts with a password chosen (at a cost quick to check), by e-mail and role. */
export async function accountsWithPassword(
  db: Sql,
  now: () => number,
  password: string,
  people: readonly (readonly [string, "editor" | "admin"])[],
): Promise<void> {
  const accounts = new Accounts(db, now, quickPasswords);
  for (const [email, role] of people) {
    const { token } = await accounts.add(email, role);
    await accounts.choosePassword(token, password);
  }
}
