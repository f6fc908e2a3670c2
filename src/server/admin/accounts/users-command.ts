import { parseArgs } from "node:util";
import { Accounts, roles, setupLinkLifetime, type Role } from "./accounts.ts";
import { AuditLog } from "../audit-log.ts";
import { openSiteDatabase } from "../../store/database.ts";
import type { CommandIo } from "../../command-io.ts";
import { saidBy, ServerError, type ServerErrorArgs } from "../../../core/errors/server-errors.ts";

const usage = `Usage:
  npm run users -- add <e-mail> --role editor|admin [--inbox]
  npm run users -- inbox <e-mail> on|off
  npm run users -- list
  npm run users -- disable <e-mail>
  npm run users -- reset <e-mail>
  npm run users -- log [how many, 50 unless said]`;

/** What stops the command, said in one sentence: exit code 1. */
function fail(mistake: ServerErrorArgs<"users-usage">["mistake"]): never {
  throw new ServerError("users-usage", { mistake, usage });
}

const hours = setupLinkLifetime / 3_600_000;

/**
 * `npm run users` (scripts/users.ts) on the project at `root`: what it prints, and its exit code (0 done, 1 refused,
 * with the reason).
 */
export async function runUsers(root: string, args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { role: { type: "string" }, inbox: { type: "boolean" } },
    allowPositionals: true,
    strict: false,
  });
  const [command, email, setting] = positionals;
  const say = (line: string) => io.out(`${line}\n`);
  const linkFor = (token: string) => {
    const base = (io.env.PUBLIC_URL?.trim() || `http://localhost:${io.env.PORT?.trim() || 4173}`).replace(/\/+$/, "");
    return `${base}/admin/welcome?token=${token}`;
  };
  let db: Awaited<ReturnType<typeof openSiteDatabase>> | undefined;
  try {
    // The site's database: DATABASE_URL's PostgreSQL when it is set, else the SQLite file in DATA_DIR (or .data/).
    db = await openSiteDatabase(root, io.env).catch((error: unknown) => {
      throw error instanceof ServerError
        ? error
        : new ServerError("database-unopenable", { problem: "other", said: saidBy(error) }, { cause: error });
    });
    const accounts = new Accounts(db);
    const audit = new AuditLog(db);

    if (command === "add") {
      if (!email) fail("no-email");
      const role = String(values.role ?? "");
      if (!roles.includes(role as Role)) fail("no-role");
      const added = await accounts.add(email, role as Role);
      const { token } = added;
      const account = values.inbox ? await accounts.setReadsInbox(added.account.email, true) : added.account;
      const inbox = account.role === "editor" && account.readsInbox ? " who reads the form submissions" : "";
      await audit.record(null, "account added (npm run users)", `${account.email} as ${account.role}${inbox}`);
      say(
        `Added ${account.email} as ${account.role}${inbox}. Send them this link to choose a password (it works once, for ${hours} hours):\n\n  ${linkFor(token)}\n`,
      );
    } else if (command === "list") {
      const list = await accounts.list();
      if (!list.length) say("No accounts yet. Add one: npm run users -- add <e-mail> --role admin");
      for (const account of list) {
        const status = account.status === "waiting" ? "has not chosen a password yet" : account.status;
        const locked = account.lockedUntil
          ? `, locked for new browsers until ${new Date(account.lockedUntil).toISOString().slice(0, 16).replace("T", " ")} UTC`
          : "";
        const inbox = account.readsInbox ? ", reads the form submissions" : "";
        say(`${account.email.padEnd(36)} ${account.role.padEnd(7)} ${status}${inbox}${locked}`);
      }
    } else if (command === "log") {
      // The record of who did what, newest first: sign-ins, accounts, publishes, and the reviews (links made, opened,
      // withdrawn, commented on, answered).
      const count = email === undefined ? 50 : Number(email);
      if (!Number.isInteger(count) || count < 1 || count > 10_000) fail("no-count");
      const entries = await audit.latest(count);
      if (!entries.length) say("Nothing recorded yet.");
      for (const entry of entries) {
        const at = new Date(entry.at).toISOString().slice(0, 16).replace("T", " ");
        say(`${at} UTC  ${(entry.email ?? "-").padEnd(28)} ${entry.action}${entry.detail ? `: ${entry.detail}` : ""}`);
      }
    } else if (command === "inbox") {
      if (!email || (setting !== "on" && setting !== "off")) fail("no-setting");
      const account = await accounts.setReadsInbox(email, setting === "on");
      await audit.record(
        null,
        `form submissions ${setting === "on" ? "opened to" : "closed to"} an account (npm run users)`,
        account.email,
      );
      if (account.role === "admin") say(`${account.email} is an admin: admins always read the form submissions.`);
      else
        say(
          `${account.email} ${account.readsInbox ? "now reads" : "no longer reads"} the form submissions in /admin (Inbox).`,
        );
    } else if (command === "disable") {
      if (!email) fail("no-email");
      const account = await accounts.disable(email);
      await audit.record(null, "account disabled (npm run users)", account.email);
      say(
        `${account.email} can no longer sign in, and is signed out everywhere. \`npm run users -- reset ${account.email}\` gives it a new link.`,
      );
    } else if (command === "reset") {
      if (!email) fail("no-email");
      const { account, token } = await accounts.reset(email);
      await audit.record(null, "account reset (npm run users)", account.email);
      say(
        `${account.email} is signed out everywhere and its password is cleared. Send them this link to choose a new one (it works once, for ${hours} hours):\n\n  ${linkFor(token)}\n`,
      );
    } else {
      fail("unknown-command");
    }
    return 0;
  } catch (error) {
    // A refusal of the catalogue (a mistake, an account that is not there, a database it cannot open) is said in its
    // words, with its code after them (docs/errors.md); anything else is a fault, with its stack.
    if (!(error instanceof ServerError)) throw error;
    io.err(`${error.message} [${error.code}]\n`);
    return 1;
  } finally {
    await db?.close();
  }
}
