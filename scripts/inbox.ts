/**
 * `npm run inbox`: what the local form service has received, for the people who answer it.
 *   (nothing)          the newest 50, newest first, for a person to read (--all: every one)
 *   --json | --csv     the same for machines, or for a spreadsheet (oldest first)
 *   --spam             what the honeypot caught instead
 *   --form <id>        one form's submissions only
 *   --delete <id>      erase one submission, its files and its unsent e-mail (a person's request under the NDPA)
 *   --erase-address <e-mail>
 *                      erase everything sent from that address (the same, for all of it), with a line in the record
 *   --purge            erase everything older than FORM_RETENTION_DAYS days (the server also does it daily)
 * Reads the site's database (DATA_DIR, default .data/) and the files in FORM_DATA_DIR (default forms/ in it). Field
 * labels come from the forms in site-data/.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Form } from "../src/generated/site-data.ts";
import { formatCsv } from "../src/server/forms/inbox/format-csv.ts";
import { formatText, type FieldLabels } from "../src/server/forms/inbox/format-text.ts";
import { escapeUnsafe } from "../src/server/forms/printable.ts";
import { AuditLog } from "../src/admin/audit-log.ts";
import { databaseFile, databaseWhere, openSiteDatabase } from "../src/admin/store/database.ts";
import { isPlainEmail } from "../src/forms/field-rules.ts";
import { SubmissionStore } from "../src/server/forms/store.ts";
import { formDataDir } from "../src/server/server-settings.ts";

const projectRoot = resolve(import.meta.dirname, "..");
/** Submissions printed for a person unless --all: a terminal's worth, read by the index. */
const shownAtOnce = 50;
const usage =
  "Usage: npm run inbox -- [--all | --json | --csv] [--spam] [--form <id>] | --delete <submission id> | --erase-address <e-mail address> | --purge";

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
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
} catch (error) {
  fail((error as Error).message);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}

/** The forms' field labels, by form id and field name. */
function fieldLabels(): FieldLabels {
  const folder = join(projectRoot, "site-data/collections/forms");
  const labels: FieldLabels = new Map();
  if (!existsSync(folder)) return labels;
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith(".json"))) {
    try {
      const form = JSON.parse(readFileSync(join(folder, name), "utf8")) as Form;
      labels.set(form.id, new Map(form.fields.map((field) => [field.name, field.label])));
    } catch {
      // A form file being edited: its raw field names are shown instead.
    }
  }
  return labels;
}

const dataDir = formDataDir(projectRoot);
const kind = options.spam ? "spam" : "submissions";
const where = kind === "spam" ? "the spam folder" : "the inbox";

/** A failure of the store in one sentence (a full disk, a folder it may not write), never a stack. */
function failureWords(error: unknown): string {
  const { code, path, message } = error as NodeJS.ErrnoException;
  const where = path ? ` (${path})` : "";
  if (code === "ENOSPC") return `the disk is full${where}: free some space and run it again; nothing was changed`;
  if (code === "EACCES" || code === "EPERM")
    return `this user may not read or write the submissions${where}: run it as the user that runs the site`;
  if (code === "EROFS" || code === "SQLITE_READONLY") return `the disk is read-only${where}`;
  // The database's own words for the same (better-sqlite3's codes).
  if (code === "SQLITE_FULL") return "the disk is full: free some space and run it again; nothing was changed";
  if (code === "SQLITE_CANTOPEN")
    return `the database cannot be opened (${databaseFile(projectRoot)}): check that DATA_DIR is right and that this user may read and write it`;
  // PostgreSQL's (DATABASE_URL): the server is not there, or does not know the user or the database.
  if (code === "ECONNREFUSED" || code === "ENOTFOUND")
    return `the database server cannot be reached (${databaseWhere(projectRoot)}): check DATABASE_URL and that the server is running`;
  if (code === "28P01" || code === "28000")
    return `the database server refused the user or password of DATABASE_URL (${databaseWhere(projectRoot)})`;
  if (code === "3D000")
    return `there is no such database (${databaseWhere(projectRoot)}): create it, or check DATABASE_URL`;
  if (code === "SQLITE_BUSY") return "the database was busy for more than 5 seconds: run it again";
  return (message ?? String(error)).split("\n")[0];
}

try {
  const db = await openSiteDatabase(projectRoot);
  const store = new SubmissionStore(db, dataDir);
  if ([store.folder.submissionsLines, store.folder.spamLines].some((path) => existsSync(path)))
    console.error(
      `Submissions kept by an earlier version (${store.folder.submissionsLines}) are imported when the site next starts (npm start).`,
    );
  if (options.delete !== undefined) {
    const removed = await store.remove(options.delete);
    if (!removed) fail(`No submission has the id "${escapeUnsafe(options.delete)}".`);
    const files = Object.keys(removed.files).length;
    console.log(
      `Erased submission ${removed.id} (${removed.form} form, received ${removed.receivedAt})${files ? ` and its ${files} file${files === 1 ? "" : "s"}` : ""}.`,
    );
  } else if (options["erase-address"] !== undefined) {
    const address = options["erase-address"].trim();
    if (!isPlainEmail(address)) fail(`"${escapeUnsafe(address)}" is not an e-mail address.`);
    const erased = await store.removeByAddress(address);
    // The record says that it was done, when and how much; never whose data it was.
    await new AuditLog(db).record(
      null,
      "erased submissions by e-mail address",
      `${erased.length} submission${erased.length === 1 ? "" : "s"}, from the command line`,
    );
    console.log(
      erased.length
        ? `Erased ${erased.length} submission${erased.length === 1 ? "" : "s"} sent from ${address}, with their files and unsent e-mails.`
        : `Nothing was sent from ${address}; nothing to erase.`,
    );
  } else if (options.purge) {
    const days = Number(process.env.FORM_RETENTION_DAYS);
    if (!(days > 0))
      fail(
        "Set FORM_RETENTION_DAYS to the number of days submissions are kept, e.g. FORM_RETENTION_DAYS=365 npm run inbox -- --purge",
      );
    const count = await store.purgeOlderThan(days);
    console.log(`Erased ${count} submission${count === 1 ? "" : "s"} older than ${days} days.`);
  } else if (!options.json && !options.csv && !options.all) {
    // For a person: the newest ones, read by the index however many are stored.
    const total = await store.count(kind, options.form);
    const { submissions } = await store.page({ kind, form: options.form, limit: shownAtOnce });
    if (!submissions.length) console.log(`No submissions yet in ${where}.`);
    else {
      const which = total > submissions.length ? `; the newest ${submissions.length} (--all for every one)` : "";
      console.log(`${total} submission${total === 1 ? "" : "s"} in ${where}${which}, newest first:\n`);
      console.log(formatText([...submissions].reverse(), fieldLabels(), dataDir, await store.mailFailures()));
    }
  } else {
    const submissions = await store.list(kind, options.form);
    if (options.json) {
      const failures = await store.mailFailures();
      console.log(
        JSON.stringify(
          [...submissions]
            .reverse()
            .map((entry) => (failures.has(entry.id) ? { ...entry, mailFailed: failures.get(entry.id) } : entry)),
          null,
          2,
        ),
      );
    } else if (options.csv) process.stdout.write(formatCsv(submissions, fieldLabels()));
    else if (!submissions.length) console.log(`No submissions yet in ${where}.`);
    else {
      console.log(
        `${submissions.length} submission${submissions.length === 1 ? "" : "s"} in ${where}, newest first:\n`,
      );
      console.log(formatText(submissions, fieldLabels(), dataDir, await store.mailFailures()));
    }
  }
  // PostgreSQL's connections would keep the command waiting.
  await db.close();
} catch (error) {
  console.error(`npm run inbox stopped: ${failureWords(error)}.`);
  process.exit(1);
}
