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
 * labels come from the forms in site-data/. What it does is src/server/forms/inbox/inbox-command.ts.
 */
import { resolve } from "node:path";
import { terminalIo } from "../src/server/command-io.ts";
import { runInbox } from "../src/server/forms/inbox/inbox-command.ts";

process.exitCode = await runInbox(resolve(import.meta.dirname, ".."), process.argv.slice(2), terminalIo);
