/**
 * `npm run users -- <command>`: the accounts of /admin, for whoever runs the server (there is no sign-up).
 *
 *   add <e-mail> --role editor|admin [--inbox]
 *                                      a new account; prints a link (valid 24 hours) to choose its password;
 *                                      --inbox: an editor who also reads the form submissions (admins always do)
 *   inbox <e-mail> on|off              lets an editor read the form submissions, or stops it
 *   list                               every account, its role and whether it can sign in
 *   disable <e-mail>                   nobody signs in with it any more; its sessions end
 *   reset <e-mail>                     a forgotten password or a locked account: a new link, every session ended
 *
 * The links name PUBLIC_URL (the site's public address, e.g. https://www.example.com) when it is set, otherwise
 * this machine's address for `npm start` (http://localhost:4173, or PORT).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { AccountError, Accounts, roles, setupLinkLifetime, type Role } from "../src/admin/accounts/accounts.ts";
import { AuditLog } from "../src/admin/audit-log.ts";
import { openSiteDatabase } from "../src/admin/store/database.ts";

const usage = `Usage:
  npm run users -- add <e-mail> --role editor|admin [--inbox]
  npm run users -- inbox <e-mail> on|off
  npm run users -- list
  npm run users -- disable <e-mail>
  npm run users -- reset <e-mail>`;

const { values, positionals } = parseArgs({
  options: { role: { type: "string" }, inbox: { type: "boolean" } },
  allowPositionals: true,
  strict: false,
});
const [command, email, setting] = positionals;
const root = resolve(import.meta.dirname, "..");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function linkFor(token: string): string {
  const base = (process.env.PUBLIC_URL?.trim() || `http://localhost:${process.env.PORT?.trim() || 4173}`).replace(
    /\/+$/,
    "",
  );
  return `${base}/admin/welcome?token=${token}`;
}

const hours = setupLinkLifetime / 3_600_000;
// The site's database: DATABASE_URL's PostgreSQL when it is set, else the SQLite file in DATA_DIR (or .data/).
const db = await openSiteDatabase(root).catch((error: Error) =>
  fail(
    error.message.startsWith("DATABASE_URL")
      ? error.message
      : `The site's database could not be opened: ${error.message}`,
  ),
);
const accounts = new Accounts(db);
const audit = new AuditLog(db);

try {
  if (command === "add") {
    if (!email) fail(`Which e-mail address? ${usage}`);
    const role = String(values.role ?? "");
    if (!roles.includes(role as Role))
      fail(
        `Give the account a role: --role editor (pages and collections) or --role admin (also site settings, forms and accounts).`,
      );
    const added = await accounts.add(email, role as Role);
    const { token } = added;
    const account = values.inbox ? await accounts.setReadsInbox(added.account.email, true) : added.account;
    const inbox = account.role === "editor" && account.readsInbox ? " who reads the form submissions" : "";
    await audit.record(null, "account added (npm run users)", `${account.email} as ${account.role}${inbox}`);
    console.log(
      `Added ${account.email} as ${account.role}${inbox}. Send them this link to choose a password (it works once, for ${hours} hours):\n\n  ${linkFor(token)}\n`,
    );
  } else if (command === "list") {
    const list = await accounts.list();
    if (!list.length) console.log("No accounts yet. Add one: npm run users -- add <e-mail> --role admin");
    for (const account of list) {
      const status = account.status === "waiting" ? "has not chosen a password yet" : account.status;
      const locked = account.lockedUntil
        ? `, locked until ${new Date(account.lockedUntil).toISOString().slice(0, 16).replace("T", " ")} UTC`
        : "";
      const inbox = account.readsInbox ? ", reads the form submissions" : "";
      console.log(`${account.email.padEnd(36)} ${account.role.padEnd(7)} ${status}${inbox}${locked}`);
    }
  } else if (command === "inbox") {
    if (!email || (setting !== "on" && setting !== "off")) fail(`Which e-mail address, and on or off? ${usage}`);
    const account = await accounts.setReadsInbox(email, setting === "on");
    await audit.record(
      null,
      `form submissions ${setting === "on" ? "opened to" : "closed to"} an account (npm run users)`,
      account.email,
    );
    if (account.role === "admin") console.log(`${account.email} is an admin: admins always read the form submissions.`);
    else
      console.log(
        `${account.email} ${account.readsInbox ? "now reads" : "no longer reads"} the form submissions in /admin (Inbox).`,
      );
  } else if (command === "disable") {
    if (!email) fail(`Which e-mail address? ${usage}`);
    const account = await accounts.disable(email);
    await audit.record(null, "account disabled (npm run users)", account.email);
    console.log(
      `${account.email} can no longer sign in, and is signed out everywhere. \`npm run users -- reset ${account.email}\` gives it a new link.`,
    );
  } else if (command === "reset") {
    if (!email) fail(`Which e-mail address? ${usage}`);
    const { account, token } = await accounts.reset(email);
    await audit.record(null, "account reset (npm run users)", account.email);
    console.log(
      `${account.email} is signed out everywhere and its password is cleared. Send them this link to choose a new one (it works once, for ${hours} hours):\n\n  ${linkFor(token)}\n`,
    );
  } else {
    fail(usage);
  }
} catch (error) {
  if (error instanceof AccountError) fail(error.message);
  throw error;
} finally {
  await db.close();
}
