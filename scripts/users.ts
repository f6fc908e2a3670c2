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
 * this machine's address for `npm start` (http://localhost:4173, or PORT). What it does is
 * src/server/admin/accounts/users-command.ts.
 */
import { resolve } from "node:path";
import { runUsers } from "../src/server/admin/accounts/users-command.ts";
import { terminalIo } from "../src/server/command-io.ts";

process.exitCode = await runUsers(resolve(import.meta.dirname, ".."), process.argv.slice(2), terminalIo);
