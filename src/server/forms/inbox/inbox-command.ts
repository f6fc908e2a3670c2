import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Form } from "../../../core/generated/site-data.ts";
import { AuditLog } from "../../admin/audit-log.ts";
import { databaseFile, databaseWhere, openSiteDatabase } from "../../store/database.ts";
import { isPlainEmail } from "../../../core/forms/field-rules.ts";
import { escapeUnsafe } from "../printable.ts";
import { SubmissionStore } from "../store.ts";
import type { CommandIo } from "../../command-io.ts";
import { formDataDir } from "../../server-settings.ts";
import { formatCsv } from "./format-csv.ts";
import { formatText, type FieldLabels } from "./format-text.ts";
import { saidBy, ServerError, type ServerErrorArgs } from "../../../core/errors/server-errors.ts";

/** Submissions printed for a person unless --all: a terminal's worth, read by the index. */
const shownAtOnce = 50;
const usage =
  "Usage: npm run inbox -- [--all | --json | --csv] [--spam] [--form <id>] | --delete <submission id> | --erase-address <e-mail address> | --purge";

/** A mistake in what was asked: said with the usage, exit code 2. */
class UsageMistake extends ServerError<"inbox-usage"> {
  constructor(args: ServerErrorArgs<"inbox-usage">) {
    super("inbox-usage", args);
  }
}

/** The forms' field labels, by form id and field name. */
function fieldLabels(projectRoot: string, warn: (line: string) => void): FieldLabels {
  const folder = join(projectRoot, "site-data/collections/forms");
  const labels: FieldLabels = new Map();
  if (!existsSync(folder)) return labels;
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith(".json"))) {
    try {
      const form = JSON.parse(readFileSync(join(folder, name), "utf8")) as Form;
      labels.set(form.id, new Map(form.fields.map((field) => [field.name, field.label])));
    } catch (error) {
      // A form file being edited (or one this user may not read): its raw field names are shown instead, and why.
      const problem = new ServerError("form-file-unreadable", {
        file: `site-data/collections/forms/${name}`,
        said: saidBy(error),
      });
      warn(`${problem.message} [${problem.code}]`);
    }
  }
  return labels;
}

/** A failure of the store in one sentence (a full disk, a folder it may not write), never a stack. */
function failureWords(error: unknown, projectRoot: string, env: CommandIo["env"]): string {
  const { code, path, message } = error as NodeJS.ErrnoException;
  const where = path ? ` (${path})` : "";
  if (code === "ENOSPC") return `the disk is full${where}: free some space and run it again; nothing was changed`;
  if (code === "EACCES" || code === "EPERM")
    return `this user may not read or write the submissions${where}: run it as the user that runs the site`;
  if (code === "EROFS" || code === "SQLITE_READONLY") return `the disk is read-only${where}`;
  // The database's own words for the same (better-sqlite3's codes).
  if (code === "SQLITE_FULL") return "the disk is full: free some space and run it again; nothing was changed";
  if (code === "SQLITE_CANTOPEN")
    return `the database cannot be opened (${databaseFile(projectRoot, env)}): check that DATA_DIR is right and that this user may read and write it`;
  // PostgreSQL's (DATABASE_URL): the server is not there, or does not know the user or the database.
  if (code === "ECONNREFUSED" || code === "ENOTFOUND")
    return `the database server cannot be reached (${databaseWhere(projectRoot, env)}): check DATABASE_URL and that the server is running`;
  if (code === "28P01" || code === "28000")
    return `the database server refused the user or password of DATABASE_URL (${databaseWhere(projectRoot, env)})`;
  if (code === "3D000")
    return `there is no such database (${databaseWhere(projectRoot, env)}): create it, or check DATABASE_URL`;
  if (code === "SQLITE_BUSY") return "the database was busy for more than 5 seconds: run it again";
  return (message ?? String(error)).split("\n")[0];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * `npm run inbox` (scripts/inbox.ts) on the project at `projectRoot`: what it prints, and its exit code (0 done,
 * 1 the store failed, 2 a mistake in what was asked).
 */
export async function runInbox(projectRoot: string, args: string[], io: CommandIo): Promise<number> {
  const say = (line: string) => io.out(`${line}\n`);
  const parse = () =>
    parseArgs({
      args,
      options: {
        json: { type: "boolean" },
        csv: { type: "boolean" },
        spam: { type: "boolean" },
        form: { type: "string" },
        delete: { type: "string" },
        "erase-address": { type: "string" },
        purge: { type: "boolean" },
        all: { type: "boolean" },
        help: { type: "boolean" },
      },
    }).values;
  let options: ReturnType<typeof parse>;
  try {
    options = parse();
  } catch (error) {
    // parseArgs throws only for options it does not know or that lack their value.
    const mistake = new UsageMistake({ mistake: "option", said: saidBy(error) });
    io.err(`${mistake.message} [${mistake.code}]\n${usage}\n`);
    return 2;
  }
  if (options.help) {
    say(usage);
    return 0;
  }

  const dataDir = formDataDir(projectRoot, io.env);
  const kind = options.spam ? "spam" : "submissions";
  const where = kind === "spam" ? "the spam folder" : "the inbox";
  let db: Awaited<ReturnType<typeof openSiteDatabase>> | undefined;
  try {
    db = await openSiteDatabase(projectRoot, io.env);
    const store = new SubmissionStore(db, dataDir);
    if ([store.folder.submissionsLines, store.folder.spamLines].some((path) => existsSync(path)))
      io.err(
        `Submissions kept by an earlier version (${store.folder.submissionsLines}) are imported when the site next starts (npm start).\n`,
      );
    if (options.delete !== undefined) {
      const removed = await store.remove(options.delete);
      if (!removed) throw new UsageMistake({ mistake: "no-such-submission", id: escapeUnsafe(options.delete) });
      const files = Object.keys(removed.files).length;
      say(
        `Erased submission ${removed.id} (${removed.form} form, received ${removed.receivedAt})${files ? ` and its ${plural(files, "file")}` : ""}.`,
      );
    } else if (options["erase-address"] !== undefined) {
      const address = options["erase-address"].trim();
      if (!isPlainEmail(address)) throw new UsageMistake({ mistake: "not-an-address", address: escapeUnsafe(address) });
      const erased = await store.removeByAddress(address);
      // The record says that it was done, when and how much; never whose data it was.
      await new AuditLog(db).record(
        null,
        "erased submissions by e-mail address",
        `${plural(erased.length, "submission")}, from the command line`,
      );
      say(
        erased.length
          ? `Erased ${plural(erased.length, "submission")} sent from ${address}, with their files and unsent e-mails.`
          : `Nothing was sent from ${address}; nothing to erase.`,
      );
    } else if (options.purge) {
      const days = Number(io.env.FORM_RETENTION_DAYS);
      if (!(days > 0)) throw new UsageMistake({ mistake: "no-retention" });
      const count = await store.purgeOlderThan(days);
      say(`Erased ${plural(count, "submission")} older than ${days} days.`);
    } else if (!options.json && !options.csv && !options.all) {
      // For a person: the newest ones, read by the index however many are stored.
      const total = await store.count(kind, options.form);
      const { submissions } = await store.page({ kind, form: options.form, limit: shownAtOnce });
      if (!submissions.length) say(`No submissions yet in ${where}.`);
      else {
        const which = total > submissions.length ? `; the newest ${submissions.length} (--all for every one)` : "";
        say(`${plural(total, "submission")} in ${where}${which}, newest first:\n`);
        say(
          formatText(
            [...submissions].reverse(),
            fieldLabels(projectRoot, (line) => io.err(`${line}\n`)),
            dataDir,
            await store.mailFailures(),
          ),
        );
      }
    } else {
      const submissions = await store.list(kind, options.form);
      if (options.json) {
        const failures = await store.mailFailures();
        say(
          JSON.stringify(
            [...submissions]
              .reverse()
              .map((entry) => (failures.has(entry.id) ? { ...entry, mailFailed: failures.get(entry.id) } : entry)),
            null,
            2,
          ),
        );
      } else if (options.csv)
        io.out(
          formatCsv(
            submissions,
            fieldLabels(projectRoot, (line) => io.err(`${line}\n`)),
          ),
        );
      else if (!submissions.length) say(`No submissions yet in ${where}.`);
      else {
        say(`${plural(submissions.length, "submission")} in ${where}, newest first:\n`);
        say(
          formatText(
            submissions,
            fieldLabels(projectRoot, (line) => io.err(`${line}\n`)),
            dataDir,
            await store.mailFailures(),
          ),
        );
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageMistake) {
      io.err(`${error.message} [${error.code}]\n${usage}\n`);
      return 2;
    }
    // A problem of the catalogue (DATABASE_URL, say) in its own words; the store's failures in one sentence each.
    const stopped =
      error instanceof ServerError
        ? new ServerError("inbox-command-failed", { reason: error.message.replace(/\.$/, "") }, { cause: error })
        : new ServerError(
            "inbox-command-failed",
            { reason: failureWords(error, projectRoot, io.env) },
            { cause: error },
          );
    io.err(`${stopped.message} [${error instanceof ServerError ? error.code : stopped.code}]\n`);
    return 1;
  } finally {
    // PostgreSQL's connections would keep the command waiting.
    await db?.close().catch(() => {});
  }
}
