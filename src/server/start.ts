/** `npm run serve` (and the end of `npm start`): serves the built site (dist/, the last release), and the local form service. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { adminAppDir } from "../pipeline/admin-app-dir.ts";
import { openSiteDatabase } from "./store/database.ts";
import type { SiteDatabase } from "./store/sql.ts";
import { createSiteDataWorkspace } from "../core/content/site-data-workspace.ts";
import { watchFolders } from "./editing/watch-folders.ts";
import { loadSiteData, SiteDataError } from "../core/content/load-site-data.ts";
import { recoverPublish } from "./admin/publish/recover-publish.ts";
import { servedFolder } from "../pipeline/site-releases.ts";
import { readServedSiteData } from "../pipeline/served-site-data.ts";
import { SaveInProgress } from "./editing/site-transaction.ts";
import type { Form, Site } from "../core/generated/site-data.ts";
import { createSiteServer } from "./create-server.ts";
import { LiveSite } from "./live-site.ts";
import { serverSettings, SettingsError, type ServerSettings } from "./server-settings.ts";
import { logServerError, ServerError, type ServerErrorArgs } from "../core/errors/server-errors.ts";

const projectRoot = resolve(import.meta.dirname, "../..");

/** Why the database could not be opened: which of the causes an operator can put right, or what it said. */
function databaseProblem(error: unknown): ServerErrorArgs<"database-unopenable"> {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EAI_AGAIN") return { problem: "unreachable" };
  if (code === "28P01" || code === "28000") return { problem: "credentials" };
  if (code === "3D000") return { problem: "no-database" };
  if (code === "SQLITE_CANTOPEN" || code === "EACCES") return { problem: "file" };
  return { problem: "other", said: (message ?? String(error)).split("\n")[0] };
}

/** Stops the start with a problem of the catalogue: its code, its words and its hint, and exit code 1. */
function stop(error: ServerError): never {
  logServerError(error);
  process.exit(1);
}

// A save or publish that a crash stopped half-way is undone before anything is read (src/server/admin/publish/).
try {
  const undone = await recoverPublish(projectRoot);
  if (undone) console.warn(new ServerError("save-undone-at-start", { id: undone.id }).line);
} catch (error) {
  // A git that cannot undo the save's commit stops the start (the journal stays, and the next start undoes it): what
  // is live must be what is committed.
  if (error instanceof ServerError && !(error instanceof SaveInProgress)) stop(error);
  if (!(error instanceof SaveInProgress)) throw error;
  console.warn(new ServerError("save-in-progress-at-start", { said: error.message }).line);
}

// The site as last built or published: the release `dist` points at (src/pipeline/site-releases.ts).
const distDir = servedFolder(projectRoot);
if (!distDir || !existsSync(resolve(distDir, "index.html"))) stop(new ServerError("no-built-site"));

// The forms come from the same site data the pages were built from; "base": "" means this server receives them.
// Site data with problems (a change made by hand, say) does not keep the site down: the last good build is served,
// with the site data it was built from, and the problems are said here and in /admin, where they can be put right.
let site: Site;
let siteForms: Form[];
try {
  ({
    site,
    collections: { forms: siteForms },
  } = loadSiteData(projectRoot).siteData);
} catch (error) {
  const saved = error instanceof SiteDataError ? readServedSiteData(distDir) : null;
  if (!saved) throw error;
  console.error(
    `${error instanceof Error ? error.message : String(error)}\n\n${new ServerError("served-as-last-built").line}`,
  );
  ({ site, forms: siteForms } = saved);
}
const collections = { forms: siteForms };
const localForms = site.formService?.base === "";
let settings: ServerSettings;
try {
  settings = serverSettings(projectRoot, site);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  stop(error);
}
const { forms } = settings;

// /admin: the editor, for the accounts of `npm run users`, on the site's own address.
let db: SiteDatabase;
try {
  db = await openSiteDatabase(projectRoot);
} catch (error) {
  if (error instanceof ServerError) stop(error);
  const problem = databaseProblem(error);
  // Its own words for what an operator can put right; what nobody foresaw, with its stack.
  stop(new ServerError("database-unopenable", problem, problem.problem === "other" ? { cause: error } : {}));
}
const workspace = createSiteDataWorkspace(projectRoot);
// A file changed by other means (git pull, another process) is read again.
const watcher = watchFolders(resolve(projectRoot, "site-data"), (path) => workspace.fileChanged(path));

const live = new LiveSite(distDir);
const server = await createSiteServer({
  distDir,
  live,
  // One JSON line per event (pino): what failed, why, and for which submission. LOG_LEVEL=warn for less.
  logger: { level: settings.logLevel },
  trustProxy: settings.trustProxy,
  forms: localForms
    ? {
        ...forms,
        db,
        forms: collections.forms,
        messages: site.labels.formMessages,
        notSent: site.labels.formNotSent,
        serviceErrors: site.labels.formServiceErrors,
        company: site.company,
        project: site.formService?.project,
      }
    : undefined,
  // With several instances, one publishes (its files are the site's): the others serve, and leave /admin to it.
  admin: settings.admin
    ? {
        db,
        root: projectRoot,
        live,
        workspace,
        appDir: adminAppDir,
        publicOrigin: settings.publicOrigin,
        // The admins are e-mailed of changes shared for review, and authors of answers, as the forms' e-mails are sent.
        mail: settings.forms.mail,
        inbox: localForms ? { dataDir: forms.dataDir, forms: collections.forms } : undefined,
      }
    : undefined,
});
await server.listen({ port: settings.port, host: settings.host });
console.log(`Serving the site at http://${settings.host}:${settings.port}  (Ctrl+C to stop)`);
if (settings.admin)
  console.log(
    `The editor is at http://${settings.host}:${settings.port}/admin/ for the accounts of \`npm run users\`.`,
  );
else
  console.log(
    "ADMIN=off: this instance serves the site and receives forms; /admin and scheduled publishes are on the instance without it.",
  );
if (localForms) {
  console.log(
    `Form submissions are kept in ${db.where}, their files in ${forms.dataDir} (read them in /admin's Inbox, or with \`npm run inbox\`).`,
  );
  if (db.dialect === "postgres" && !process.env.FORM_FILES_DIR && !process.env.FORM_DATA_DIR)
    console.log(
      "DATABASE_URL is set but FORM_FILES_DIR is not: files sent with submissions stay on this machine. With several instances, set FORM_FILES_DIR to a folder they all share.",
    );
  if (!forms.mail)
    console.log(
      "Submissions are not e-mailed to anyone: set SMTP_URL and FORM_NOTIFY_TO to have them sent (see docs/running.md, Forms and e-mail).",
    );
  else if (!forms.mail.to.length && !collections.forms.some((form) => form.mail?.to))
    console.log(
      "SMTP_URL is set but FORM_NOTIFY_TO is not, and no form names its own recipients: nothing will be e-mailed.",
    );
  else
    console.log(
      `Each submission is e-mailed through ${new URL(forms.mail.smtpUrl).host} to ${forms.mail.to.join(", ") || "each form's own recipients"}.`,
    );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    watcher.close();
    void server.close().then(() => {
      void db.close().finally(() => process.exit(0));
    });
  });
}
