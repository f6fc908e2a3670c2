/**
 * Every problem the server, /admin (accounts, publishing, uploads), the form service, the editing API and the
 * commands beside them (`npm run users`, `npm run inbox`) report, as src/core/validation/errors.ts does for site data:
 * each with a permanent code, a title, who it is for, its message made from typed arguments, and a hint saying what
 * to do. Astro's errors-data.ts was the model. A part of the server never writes such a sentence itself: it throws
 * (or logs) a ServerError naming a code and giving the arguments, `new ServerError("publish-git-failed", { command,
 * said })`, and every log line of it starts with its code: "[publish-git-failed] git commit failed: ...". An answer
 * to a request keeps its shape and its words (the editing API's `{ error }`, the form protocol's `errors`) and, where
 * it is JSON of the server's own, says the code beside them (`{ error, code }`). docs/errors.md lists them all after
 * the site-data problems (`npm run gen:errors`; `npm run check:errors` fails when it is stale).
 *
 * A code is permanent, as a site-data code is: once it is in a commit of main it is never renamed, never given
 * another meaning and never reused, in this catalogue or the other (they share docs/errors.md, and a code names one
 * problem there). A message or hint may be reworded; its code stays. A problem that can no longer happen moves its
 * code to `retiredServerCodes`.
 *
 * Adding one: an entry below, in its area (or a new area, with the files that report its codes), with its arguments'
 * type on `message`, an `example` of them, and, for an answer to a request, its HTTP `status`. Report it with its code
 * (in quotes) in a file of its area, run `npm run gen:errors`, and make a test produce it:
 * tests/unit/server/server-error-catalogue.test.ts fails until a test names it.
 *
 * This file imports only words (no Node module), so that the editor's page could read codes from it too.
 */
import { adminWords } from "../words/admin-words.ts";
import { refusalWords } from "../words/refusal-words.ts";

/**
 * Who the problem is for: the operator (whoever runs the server: its log, or the output of a command they ran), the
 * person signed in to /admin or using the editor (told in the editor or on the page), or a visitor of the site (a form
 * they sent, answered in site.json's words and logged for the operator).
 */
export type Audience = "operator" | "person" | "visitor";

/** The parts of the server that report problems, in the order docs/errors.md lists them, with where their codes are. */
export const serverAreas = {
  settings: {
    title: "Settings and starting the server",
    files: ["src/server/server-settings.ts", "src/server/start.ts", "src/server/store/database.ts"],
    about:
      "What `npm start` reads from the environment (docs/running.md, Settings) and finds as it starts: a setting that makes no sense stops it with a sentence naming the variable.",
  },
  serving: {
    title: "Serving the site",
    files: ["src/server/create-server.ts"],
    about: "The requests of the running site that are not a form's or /admin's.",
  },
  forms: {
    title: "The form service",
    files: [
      "src/server/forms/answers.ts",
      "src/server/forms/capacity.ts",
      "src/server/forms/form-service.ts",
      "src/server/forms/read-body.ts",
      "src/server/forms/store-files.ts",
      "src/server/forms/store-import.ts",
      "src/server/forms/mail/outbox.ts",
    ],
    about:
      "Submissions of the site's forms. A visitor is told in site.json's words (`labels.formServiceErrors`, in the form protocol's `errors`); the server's log says the code.",
  },
  inbox: {
    title: "The inbox",
    files: ["src/server/forms/inbox/inbox-command.ts", "src/server/admin/inbox-routes.ts"],
    about: "Reading and erasing submissions: `npm run inbox`, and /admin's Inbox.",
  },
  accounts: {
    title: "Accounts and signing in",
    files: [
      "src/server/admin/accounts/accounts.ts",
      "src/server/admin/accounts/passwords.ts",
      "src/server/admin/accounts/users-command.ts",
      "src/server/admin/sign-in-routes.ts",
    ],
    about: "`npm run users`, the links to choose a password, and signing in to /admin.",
  },
  editor: {
    title: "The editing API",
    files: [
      "src/server/editing/editor-api.ts",
      "src/server/editing/api-requests.ts",
      "src/server/editing/confined-path.ts",
      "src/core/content/page-preview.ts",
      "src/server/editing/site-transaction.ts",
      "src/pipeline/disk.ts",
      "src/server/editing/editor-server.ts",
      "src/server/editing/process-alive.ts",
      "src/server/admin/admin-context.ts",
    ],
    about:
      "The requests of the site editor (`npm run edit`, and /admin's editor): checking, saving and previewing. The person is told in the editor; an answer's JSON has the code as `code` beside the words (`error`).",
  },
  drafts: {
    title: "Drafts",
    files: ["src/server/editing/draft-store.ts", "src/server/admin/account-drafts.ts"],
    about: "The unsaved changes kept for each person: in .drafts/ under `npm run edit`, in the database for /admin.",
  },
  uploads: {
    title: "Pictures uploaded",
    files: [
      "src/server/editing/editor-api.ts",
      "src/server/editing/site-images.ts",
      "src/server/admin/uploads/account-uploads.ts",
      "src/server/admin/uploads/upload-sweep.ts",
    ],
    about: "Pictures sent from the editor, what one person may send, and the sweep of those nothing uses.",
  },
  publish: {
    title: "Publishing",
    files: [
      "src/server/admin/publish/git.ts",
      "src/server/admin/publish/publisher.ts",
      "src/server/admin/publish/build-service.ts",
      "src/server/admin/publish/full-compression-process.ts",
      "src/server/admin/publish/schedule.ts",
      "src/server/admin/schedule-routes.ts",
      "src/server/admin/history-routes.ts",
      "src/server/admin/reviews/review-routes.ts",
      "src/server/admin/reviews/review-mail.ts",
    ],
    about:
      "A save on /admin is a publish: the site is built, the change committed to the project's git repository, and the new site served; at a chosen minute too, and History restores one.",
  },
  build: {
    title: "Building the site",
    files: [
      "src/pipeline/build-site.ts",
      "src/pipeline/output-files.ts",
      "src/pipeline/page-html.ts",
      "src/pipeline/site-data-types.ts",
      "src/pipeline/worker-pool.ts",
      "scripts/build.ts",
    ],
    about: "`npm run build` and the publisher's builds, beyond the problems of site data (those are the codes above).",
  },
} as const;

export type ServerArea = keyof typeof serverAreas;

/** One kind of problem. `A` is the type of its arguments, which a ServerError of it carries as `params`. */
export interface ServerErrorEntry<A extends object> {
  /** What the problem is, in a few words (docs/errors.md's heading). */
  title: string;
  area: ServerArea;
  for: Audience;
  /** The HTTP status of the answer, for a problem answered to a request (500 where none is given). */
  status?: number;
  /** What the person or visitor is told, where it is not the message (site.json's words, the editor's). */
  tells?: string;
  message: (args: A) => string;
  hint?: string | ((args: A) => string | undefined);
  /** Arguments that make a typical message, for docs/errors.md. */
  example: A;
}

function entry<A extends object = Record<never, never>>(value: {
  title: string;
  area: ServerArea;
  for: Audience;
  status?: number;
  tells?: string;
  message: (args: A) => string;
  hint?: string | ((args: NoInfer<A>) => string | undefined);
  example: NoInfer<A>;
}): ServerErrorEntry<A> {
  return value;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** What a visitor is told: one of site.json's `labels.formServiceErrors`. */
const siteWords = (key: string) => `site.json's \`labels.formServiceErrors.${key}\``;
export const serverErrors = {
  // Settings and starting the server: src/server/server-settings.ts, src/server/start.ts, src/server/store/database.ts
  "setting-not-a-number": entry({
    title: "A setting that must be a number is not one",
    area: "settings",
    for: "operator",
    message: ({ name, what, example, value }: { name: string; what: string; example: string; value: string }) =>
      `${name} must be ${what}, e.g. ${name}=${example} (it is "${value}").`,
    hint: "Give it a number above 0 in the server's environment, or leave it out for its default (docs/running.md, Settings), and start the server again.",
    example: { name: "FORM_RETENTION_DAYS", what: "a positive number of days", example: "365", value: "a year" },
  }),
  "setting-not-addresses": entry({
    title: "A setting that lists e-mail addresses has something else",
    area: "settings",
    for: "operator",
    message: ({ name, wrong }: { name: string; wrong: string }) =>
      `${name} must be e-mail addresses separated by commas, e.g. ${name}=sales@example.com,info@example.com ("${wrong}" is not one).`,
    hint: "Separate the addresses with commas only (no names, no angle brackets), and start the server again.",
    example: { name: "FORM_NOTIFY_TO", wrong: "sales at nerivo.ng" },
  }),
  "smtp-url-invalid": entry({
    title: "SMTP_URL is not the address of a mail server",
    area: "settings",
    for: "operator",
    message: (
      args: { value: string; problem: "unreadable" } | { value: string; problem: "scheme"; protocol: string },
    ) =>
      args.problem === "unreadable"
        ? `SMTP_URL must be the address of a mail server, e.g. SMTP_URL=smtp://user:password@mail.example.com:587 (it is "${args.value}").`
        : `SMTP_URL must start with smtp:// (or smtps:// for TLS from the start), e.g. smtp://user:password@mail.example.com:587 (it starts with "${args.protocol}//").`,
    hint: "Your mail provider's SMTP settings give the host and port; a user name or password with @, : or / in it is written with %40, %3A or %2F.",
    example: { value: "mail.example.com:587", problem: "scheme", protocol: "mail.example.com:" },
  }),
  "public-url-invalid": entry({
    title: "PUBLIC_URL is not the site's public address",
    area: "settings",
    for: "operator",
    message: ({ value }: { value: string }) =>
      `PUBLIC_URL must be the site's public address, e.g. PUBLIC_URL=https://www.nerivo.ng (it is "${value}").`,
    hint: "Only http:// or https://, a host and maybe a path: no user name or password. /admin takes changes only from pages of this address.",
    example: { value: "www.nerivo.ng" },
  }),
  "log-level-invalid": entry({
    title: "LOG_LEVEL is not a level",
    area: "settings",
    for: "operator",
    message: ({ value }: { value: string }) =>
      `LOG_LEVEL must be one of error, warn, info, debug or silent (it is "${value}").`,
    hint: "info (the default) logs each submission stored; warn logs only what needs a look.",
    example: { value: "verbose" },
  }),
  "trust-proxy-trusts-everyone": entry({
    title: "TRUST_PROXY would trust every sender",
    area: "settings",
    for: "operator",
    message: ({ value }: { value: string }) =>
      `TRUST_PROXY must name the proxy's address, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8 (it is "${value}"): trusting every sender would let anyone pick the address the rate limits count.`,
    hint: "Give the address (or network) your reverse proxy connects from; leave it out when visitors reach the server directly.",
    example: { value: "true" },
  }),
  "admin-setting-invalid": entry({
    title: "ADMIN is neither on nor off",
    area: "settings",
    for: "operator",
    message: ({ value }: { value: string }) =>
      `ADMIN must be on or off (it is "${value}"): off on every instance of the site but the one that publishes.`,
    example: { value: "no" },
  }),
  "database-url-invalid": entry({
    title: "DATABASE_URL is not a PostgreSQL address",
    area: "settings",
    for: "operator",
    message: ({ scheme }: { scheme: string }) =>
      `DATABASE_URL must start with postgres:// (it is "${scheme}:..."). Leave it unset to keep the site's data in SQLite.`,
    hint: "e.g. DATABASE_URL=postgres://site:password@localhost:5432/site",
    example: { scheme: "mysql" },
  }),
  "database-unopenable": entry({
    title: "The site's database cannot be opened",
    area: "settings",
    for: "operator",
    message: (
      args: { problem: "unreachable" | "credentials" | "no-database" | "file" } | { problem: "other"; said: string },
    ) =>
      `The site's database could not be opened: ${
        args.problem === "unreachable"
          ? "its server cannot be reached. Check DATABASE_URL's host and port, and that PostgreSQL is running."
          : args.problem === "credentials"
            ? "the server refused DATABASE_URL's user or password."
            : args.problem === "no-database"
              ? "DATABASE_URL names a database that does not exist: create it (createdb), or correct the name."
              : args.problem === "file"
                ? "its file cannot be opened: check that DATA_DIR is right and that this user may write there."
                : "said" in args
                  ? args.said
                  : ""
      }`,
    hint: "Accounts, drafts, scheduled publishes and form submissions live there: nothing starts without it. DATABASE_URL names a PostgreSQL database; without it, the SQLite file is site.sqlite in DATA_DIR (or .data/).",
    example: { problem: "unreachable" },
  }),
  "no-built-site": entry({
    title: "There is no built site to serve",
    area: "settings",
    for: "operator",
    message: () =>
      "There is no built site in dist/. Run `npm run build` first (or `npm start`, which builds and serves).",
    example: {},
  }),
  "served-as-last-built": entry({
    title: "Site data has problems: the last build is served",
    area: "settings",
    for: "operator",
    message: () =>
      "Site data has the problems above: the site is served as it was last built, until they are put right (in /admin, or in the files).",
    hint: "Each problem above has its own code (the ones at the top of this page). Publishing waits until they are put right.",
    example: {},
  }),
  "save-undone-at-start": entry({
    title: "A save stopped half-way was undone",
    area: "settings",
    for: "operator",
    message: ({ id }: { id: string }) =>
      `A save stopped half-way by a restart (${id}) was undone: its files are as they were before it.`,
    hint: "Nothing acknowledged is undone: the person who saved was not told it was done. They save again.",
    example: { id: "1767225600000-3fa2c1d0" },
  }),
  "save-in-progress-at-start": entry({
    title: "Another process is saving as the server starts",
    area: "settings",
    for: "operator",
    message: ({ said }: { said: string }) => `Another process is saving a change to the site: ${said}.`,
    hint: "Another server (or `npm run edit`) on the same folder is publishing: it finishes its save. Run one server per folder.",
    example: { said: "a save by process 4242 is still being made" },
  }),

  // Serving the site: src/server/create-server.ts
  "request-failed": entry({
    title: "A request failed on the server",
    area: "serving",
    for: "operator",
    tells:
      'The visitor gets "Something went wrong on the server. Please try again." (500), in the form protocol\'s shape',
    message: ({ method, url }: { method: string; url: string }) => `A request failed: ${method} ${url}.`,
    hint: "The log line has the error and its stack: what failed is there.",
    example: { method: "GET", url: "/careers" },
  }),
  "not-found-page-unreadable": entry({
    title: "The built not-found page cannot be read",
    area: "serving",
    for: "operator",
    message: ({ file, said }: { file: string; said: string }) =>
      `${file} cannot be read (${said}): unknown addresses are answered with a page of their own instead of the site's.`,
    hint: "Check that the user running the server may read the built site; `npm run build` writes it again.",
    example: { file: "dist/404.html", said: "EACCES" },
  }),

  // The form service: src/server/forms/
  "form-not-found": entry({
    title: "A submission to a form the site does not have",
    area: "forms",
    for: "visitor",
    status: 404,
    tells: siteWords("noSuchForm"),
    message: ({ form }: { form: string }) => `A submission was refused: no form has the id "${form}".`,
    hint: "A page or an old copy of one posts to /f/<id> of a form that is not in site-data/collections/forms/ (renamed, or removed).",
    example: { form: "aply" },
  }),
  "form-project-not-found": entry({
    title: "A submission to another project's address",
    area: "forms",
    for: "visitor",
    status: 404,
    tells: siteWords("noSuchProject"),
    message: ({ project }: { project: string }) =>
      `A submission was refused: "${project}" is not site.json's formService.project.`,
    example: { project: "old-project" },
  }),
  "submission-larger-than-form": entry({
    title: "A submission larger than its form takes",
    area: "forms",
    for: "visitor",
    status: 413,
    tells: siteWords("largerThanForm"),
    message: () => "A submission was refused: it is larger than all its form's files at their limits.",
    hint: "Each file field's \"maxSizeMb\" in the form's file sets the limit.",
    example: {},
  }),
  "submission-fields-refused": entry({
    title: "A submission whose fields do not pass the form's checks",
    area: "forms",
    for: "visitor",
    status: 400,
    tells: "site.json's `labels.formMessages`, beside each field",
    message: ({ fields }: { fields: string[] }) =>
      `A submission was refused: ${fields.length ? `its fields ${fields.join(", ")} do not` : "it does not"} pass the form's checks.`,
    hint: "The browser runs the same checks before sending: a refusal here comes from a page without its script, or a hand-made request.",
    example: { fields: ["email"] },
  }),
  "form-uploads-busy": entry({
    title: "Too many submissions with files arriving at once",
    area: "forms",
    for: "visitor",
    status: 503,
    tells: siteWords("busyWithFiles"),
    message: ({ limit }: { limit: number }) =>
      `A submission was refused: ${limit} submissions with files are arriving already (FORM_MAX_UPLOADS).`,
    hint: "The visitor is asked to try again in a minute. Raise FORM_MAX_UPLOADS if it happens with real visitors.",
    example: { limit: 20 },
  }),
  "form-files-still-arriving": entry({
    title: "Files from the same address are still arriving",
    area: "forms",
    for: "visitor",
    status: 429,
    tells: siteWords("filesStillArriving"),
    message: ({ limit }: { limit: number }) =>
      `A submission was refused: ${limit} submissions with files from the same address are arriving already.`,
    example: { limit: 2 },
  }),
  "form-full-today": entry({
    title: "The form service took all it takes in a day",
    area: "forms",
    for: "visitor",
    status: 507,
    tells: siteWords("fullToday"),
    message: ({ limit }: { limit: number }) =>
      `A submission was refused: submissions of the last 24 hours take ${mb(limit)} already (FORM_DAILY_QUOTA_MB).`,
    hint: "Raise FORM_DAILY_QUOTA_MB if these are real visitors; otherwise someone is filling the disk on purpose.",
    example: { limit: 1024 * 1024 * 1024 },
  }),
  "form-address-full-today": entry({
    title: "One address sent all it may in a day",
    area: "forms",
    for: "visitor",
    status: 429,
    tells: siteWords("fullForAddressToday"),
    message: ({ limit }: { limit: number }) =>
      `A submission was refused: the submissions from its address in the last 24 hours take ${mb(limit)} already (FORM_ADDRESS_DAILY_QUOTA_MB).`,
    example: { limit: 50 * 1024 * 1024 },
  }),
  "form-disk-low": entry({
    title: "The disk of the form service is nearly full",
    area: "forms",
    for: "visitor",
    status: 507,
    tells: siteWords("noRoom"),
    message: ({ free }: { free: number }) =>
      `A submission was refused: the disk of the submissions' files has ${mb(free)} free, less than the submission and FORM_MIN_FREE_MB.`,
    hint: "Free some space on the disk of FORM_FILES_DIR (or DATA_DIR): submissions are refused until there is room.",
    example: { free: 80 * 1024 * 1024 },
  }),
  "form-disk-full": entry({
    title: "The disk filled up while a submission was stored",
    area: "forms",
    for: "visitor",
    status: 507,
    tells: siteWords("noRoom"),
    message: ({ said }: { said: string }) => `A submission could not be stored: the disk is full (${said}).`,
    hint: "Free some space on the disk of the database and of FORM_FILES_DIR (or DATA_DIR). Nothing of the submission was kept.",
    example: { said: "ENOSPC" },
  }),
  "form-too-many-submissions": entry({
    title: "Too many submissions from one address",
    area: "forms",
    for: "visitor",
    status: 429,
    tells: siteWords("tooManySubmissions"),
    message: ({ limit }: { limit: number }) =>
      `A submission was refused: its address sent ${limit} in the last minute already (FORM_RATE_LIMIT_PER_MINUTE).`,
    example: { limit: 10 },
  }),
  "submission-too-many-files": entry({
    title: "A submission with more files than its form takes",
    area: "forms",
    for: "visitor",
    status: 400,
    tells: siteWords("tooManyFiles"),
    message: () => "A submission was refused: it has more files than its form has file fields.",
    example: {},
  }),
  "submission-file-too-large": entry({
    title: "A file larger than its field takes",
    area: "forms",
    for: "visitor",
    status: 413,
    tells: siteWords("fileTooLarge"),
    message: () => "A submission was refused: a file is larger than its field's maxSizeMb.",
    example: {},
  }),
  "submission-too-large": entry({
    title: "A submission too large to read",
    area: "forms",
    for: "visitor",
    status: 413,
    tells: siteWords("tooLarge"),
    message: () => "A submission was refused: it has too many fields or parts, or its body is larger than 256 KB.",
    example: {},
  }),
  "submission-field-name-refused": entry({
    title: "A submission with a field name that is not allowed",
    area: "forms",
    for: "visitor",
    status: 400,
    tells: siteWords("fieldNameNotAllowed"),
    message: () => 'A submission was refused: one of its field names (such as "__proto__") is not allowed.',
    example: {},
  }),
  "submission-wrong-format": entry({
    title: "A submission in a format the service does not read",
    area: "forms",
    for: "visitor",
    status: 415,
    tells: siteWords("wrongFormat"),
    message: ({ type }: { type: string }) =>
      `A submission was refused: it was sent as ${type || "no content type"}, not as a form or JSON.`,
    example: { type: "text/plain" },
  }),
  "submission-too-slow": entry({
    title: "A submission that arrived too slowly",
    area: "forms",
    for: "visitor",
    status: 408,
    tells: `${siteWords("tookTooLong")} (or \`fileTooSlow\`, for a file)`,
    message: () => "A submission was refused: it arrived too slowly, and the service stopped waiting.",
    hint: "A slow connection, or one kept open on purpose to hold the service's places: the service stops waiting for a body that arrives slower than its limits (src/server/forms/capacity.ts).",
    example: {},
  }),
  "submission-unreadable": entry({
    title: "A submission that cannot be read",
    area: "forms",
    for: "visitor",
    status: 400,
    tells: siteWords("unreadable"),
    message: ({ said }: { said: string }) => `A submission was refused: its body cannot be read (${said}).`,
    hint: "Cut off on its way, or not valid multipart or JSON: a hand-made request, or a connection that broke.",
    example: { said: "Unexpected end of form" },
  }),
  "submission-not-stored": entry({
    title: "A submission could not be stored",
    area: "forms",
    for: "visitor",
    status: 500,
    tells: siteWords("notStored"),
    message: ({ said }: { said: string }) => `A submission failed: ${said}`,
    hint: "The log line has the error: the database or the disk of the files failed. The visitor is asked to try again; nothing of the submission was kept.",
    example: { said: "SQLITE_IOERR: disk I/O error" },
  }),
  "form-data-cleaned": entry({
    title: "What an interrupted run left in the data folder was cleaned",
    area: "forms",
    for: "operator",
    message: ({ files }: { files: number }) =>
      `Cleaned what an interrupted run left in the data folder (${files} entries; none of it was acknowledged).`,
    hint: "Nothing to do: files of submissions that were never acknowledged to a visitor, from a run that stopped.",
    example: { files: 3 },
  }),
  "form-store-imported": entry({
    title: "Submissions of an earlier version were imported",
    area: "forms",
    for: "operator",
    message: ({ submissions, mails, keptAs }: { submissions: number; mails: number; keptAs: string[] }) =>
      `Imported ${submissions} submissions and ${mails} e-mails to send from the files of an earlier version into the database; the old files are kept as ${keptAs.join(", ") || "they were"}.`,
    hint: "Once the inbox shows them, the kept files can be removed.",
    example: { submissions: 12, mails: 1, keptAs: [".data/forms/submissions.jsonl.imported"] },
  }),
  "form-import-incomplete": entry({
    title: "Submissions of an earlier version are not all in the database yet",
    area: "forms",
    for: "operator",
    message: ({ file, missing }: { file: string; missing: number }) =>
      `Some submissions of an earlier version's file (${missing} of ${file}) are not in the database yet; the file is kept as it is and imported again at the next start.`,
    example: { file: ".data/forms/submissions.jsonl", missing: 2 },
  }),
  "form-import-lines-skipped": entry({
    title: "Lines of an earlier version's file were not submissions",
    area: "forms",
    for: "operator",
    message: ({ file, lines }: { file: string; lines: number }) =>
      `Lines of an earlier version's file that were not submissions (writes that never finished) were not imported; they are in the kept file (${lines} in ${file}).`,
    example: { file: ".data/forms/submissions.jsonl.imported", lines: 1 },
  }),
  "form-import-mail-unreadable": entry({
    title: "An earlier version's queued e-mail cannot be read",
    area: "forms",
    for: "operator",
    message: ({ file }: { file: string }) =>
      `An earlier version's queued e-mail could not be read; it is not sent (its submission is in the inbox): ${file}.`,
    example: { file: ".data/forms/outbox/2f1c.json" },
  }),
  "submission-files-not-moved": entry({
    title: "A stored submission's files could not be moved into place",
    area: "forms",
    for: "operator",
    message: ({ submission }: { submission: string }) =>
      `A stored submission's files could not be moved into place; the next start does it (${submission}).`,
    hint: "The submission is stored; its files wait in the pending folder. Check the disk of FORM_FILES_DIR.",
    example: { submission: "5b0f7c1e-6a3b-4c51-9d0e-1f2a3b4c5d6e" },
  }),
  "retention-purge-failed": entry({
    title: "Submissions past the retention period could not be erased",
    area: "forms",
    for: "operator",
    message: ({ days }: { days: number }) =>
      `Could not erase submissions past the retention period (${days} days); the next day's pass tries again.`,
    hint: "The log line has the database's error. `npm run inbox -- --purge` erases them by hand.",
    example: { days: 365 },
  }),
  "outbox-unreadable": entry({
    title: "The e-mails to send cannot be read",
    area: "forms",
    for: "operator",
    message: () => "The outbox could not be read; e-mails wait for the next try.",
    hint: "The database failed: the log line says how. Submissions are stored all the same.",
    example: {},
  }),
  "mail-attempt-not-recorded": entry({
    title: "A failed e-mail attempt could not be recorded",
    area: "forms",
    for: "operator",
    message: ({ submission }: { submission: string }) =>
      `Could not record a failed e-mail attempt (${submission}); it is tried again as if it had not been tried.`,
    example: { submission: "5b0f7c1e-6a3b-4c51-9d0e-1f2a3b4c5d6e" },
  }),
  "mail-attempt-failed": entry({
    title: "A submission could not be e-mailed yet",
    area: "forms",
    for: "operator",
    message: ({ submission, retryInMs }: { submission: string; retryInMs: number }) =>
      `Could not e-mail a submission; will try again in ${Math.max(1, Math.round(retryInMs / 60_000))} minute${Math.round(retryInMs / 60_000) > 1 ? "s" : ""} (${submission}).`,
    hint: "The mail server did not take it (unreachable, or a temporary refusal): the log line has its answer. Check SMTP_URL if it goes on.",
    example: { submission: "5b0f7c1e-6a3b-4c51-9d0e-1f2a3b4c5d6e", retryInMs: 120_000 },
  }),
  "mail-gave-up": entry({
    title: "A submission was not e-mailed, for good",
    area: "forms",
    for: "operator",
    message: ({ submission }: { submission: string }) =>
      `Gave up e-mailing a submission: the mail server refused it for good, or for too long. It is in the inbox, marked as not e-mailed (${submission}).`,
    hint: "Read it in /admin's Inbox or with `npm run inbox`; the log line has the mail server's answer.",
    example: { submission: "5b0f7c1e-6a3b-4c51-9d0e-1f2a3b4c5d6e" },
  }),

  // The inbox: src/server/forms/inbox/inbox-command.ts, src/server/admin/inbox-routes.ts
  "inbox-usage": entry({
    title: "`npm run inbox` was asked something it does not do",
    area: "inbox",
    for: "operator",
    message: (
      args:
        | { mistake: "option"; said: string }
        | { mistake: "not-an-address"; address: string }
        | { mistake: "no-retention" }
        | { mistake: "no-such-submission"; id: string },
    ) =>
      args.mistake === "option"
        ? args.said
        : args.mistake === "not-an-address"
          ? `"${args.address}" is not an e-mail address.`
          : args.mistake === "no-retention"
            ? "Set FORM_RETENTION_DAYS to the number of days submissions are kept, e.g. FORM_RETENTION_DAYS=365 npm run inbox -- --purge"
            : `No submission has the id "${args.id}".`,
    hint: "The usage line after it lists what the command does; exit code 2.",
    example: { mistake: "no-such-submission", id: "5b0f7c1e" },
  }),
  "inbox-command-failed": entry({
    title: "`npm run inbox` stopped",
    area: "inbox",
    for: "operator",
    message: ({ reason }: { reason: string }) => `npm run inbox stopped: ${reason}.`,
    hint: "Exit code 1. Nothing was changed by the step that failed.",
    example: { reason: "the disk is full: free some space and run it again; nothing was changed" },
  }),
  "form-file-unreadable": entry({
    title: "A form's file cannot be read for its field labels",
    area: "inbox",
    for: "operator",
    message: ({ file, said }: { file: string; said: string }) =>
      `${file} cannot be read (${said}): the submissions of its form show their fields by name.`,
    hint: "A file being edited, or with a mistake: `npm run validate` says where.",
    example: { file: "site-data/collections/forms/apply.json", said: "Unexpected end of JSON input" },
  }),
  "inbox-file-unreadable": entry({
    title: "A file sent with a submission cannot be read",
    area: "inbox",
    for: "operator",
    message: ({ submission, said }: { submission: string; said: string }) =>
      `A file of submission ${submission} cannot be read: ${said}.`,
    hint: "The person gets a failure, not the file. Check that the user running the server may read FORM_FILES_DIR.",
    example: { submission: "5b0f7c1e-6a3b-4c51-9d0e-1f2a3b4c5d6e", said: "EACCES: permission denied" },
  }),

  // Accounts and signing in: src/server/admin/accounts/, src/server/admin/sign-in-routes.ts
  "account-not-found": entry({
    title: "No account has this e-mail address",
    area: "accounts",
    for: "operator",
    message: ({ email }: { email: string }) =>
      `There is no account for ${email}. \`npm run users -- list\` shows them.`,
    example: { email: "ada@nerivo.ng" },
  }),
  "account-email-invalid": entry({
    title: "An account's address is not an e-mail address",
    area: "accounts",
    for: "operator",
    message: ({ email }: { email: string }) => `"${email}" is not an e-mail address.`,
    example: { email: "ada at nerivo" },
  }),
  "account-role-invalid": entry({
    title: "An account's role is neither editor nor admin",
    area: "accounts",
    for: "operator",
    message: ({ role }: { role: string }) => `The role must be editor or admin, not "${role}".`,
    example: { role: "owner" },
  }),
  "account-exists": entry({
    title: "There is already an account for this address",
    area: "accounts",
    for: "operator",
    message: ({ email }: { email: string }) =>
      `There is already an account for ${email}. To send a new link: npm run users -- reset ${email}`,
    example: { email: "ada@nerivo.ng" },
  }),
  "users-usage": entry({
    title: "`npm run users` was asked something it does not do",
    area: "accounts",
    for: "operator",
    message: ({
      mistake,
      usage,
    }: {
      mistake: "no-email" | "no-role" | "no-setting" | "no-count" | "unknown-command";
      usage: string;
    }) =>
      mistake === "no-email"
        ? `Which e-mail address? ${usage}`
        : mistake === "no-count"
          ? "How many entries of the record? A whole number from 1 to 10000, or nothing for the last 50."
          : mistake === "no-role"
            ? "Give the account a role: --role editor (pages and collections) or --role admin (also site settings, forms and accounts)."
            : mistake === "no-setting"
              ? `Which e-mail address, and on or off? ${usage}`
              : usage,
    hint: "Exit code 1; nothing was changed.",
    example: { mistake: "no-email", usage: "Usage:\n  npm run users -- add <e-mail> --role editor|admin [--inbox]" },
  }),
  "setup-link-invalid": entry({
    title: "A link to choose a password that does not work any more",
    area: "accounts",
    for: "person",
    status: 410,
    message: () => adminWords.linkInvalid,
    example: {},
  }),
  "password-not-accepted": entry({
    title: "A password that is not taken",
    area: "accounts",
    for: "person",
    status: 422,
    message: ({ problem }: { problem: string }) => problem,
    hint: "Too short, too long, the e-mail address itself, or one of the most common passwords: the page says which.",
    example: { problem: adminWords.passwordTooCommon },
  }),
  "sign-in-busy": entry({
    title: "Too many sign-ins at once",
    area: "accounts",
    for: "person",
    status: 429,
    tells: `"${adminWords.tooManySignInsNow}"`,
    message: () => "Too many password checks are waiting.",
    hint: "Checks of passwords take time on purpose; beyond a few waiting, a sign-in is refused at once. Many at once from strangers is someone guessing: the allowances stop them.",
    example: {},
  }),

  // The editing API: src/server/editing/
  "request-too-large": entry({
    title: "A request larger than the editor's server takes",
    area: "editor",
    for: "person",
    status: 413,
    message: ({ limit }: { limit: number }) => refusalWords.tooLarge(limit),
    example: { limit: 21 * 1024 * 1024 },
  }),
  "request-not-json-type": entry({
    title: "A request of the editor that is not sent as JSON",
    area: "editor",
    for: "person",
    status: 415,
    message: () => refusalWords.notJsonType,
    hint: "Only the editor's own page sends these; a form of another site cannot.",
    example: {},
  }),
  "request-not-json": entry({
    title: "A request of the editor that is not JSON",
    area: "editor",
    for: "person",
    status: 400,
    message: () => refusalWords.notJson,
    example: {},
  }),
  "request-malformed": entry({
    title: "A request of the editor in a shape it does not have",
    area: "editor",
    for: "person",
    status: 400,
    message: ({
      what,
    }: {
      what:
        | "a file without a name"
        | "a check without the changes to check"
        | "a change that is not text"
        | "a save without the files to save"
        | "the same file twice in one save"
        | "a file without text"
        | "a file without the version it started from"
        | "a preview without its sections"
        | "a preview without its text"
        | "a page without its address";
    }) => refusalWords.badRequest(what),
    hint: "An old copy of the editor's page, or a request sent by hand: reloading the page gets the current one.",
    example: { what: "the same file twice in one save" },
  }),
  "not-a-site-data-file": entry({
    title: "A request names a file that is not site data",
    area: "editor",
    for: "person",
    status: 400,
    message: ({ name }: { name: string }) => refusalWords.notSiteDataFile(name),
    example: { name: "site-data/pages/Home Page.json" },
  }),
  "picture-not-saved-as-text": entry({
    title: "A save that names a picture",
    area: "editor",
    for: "person",
    status: 400,
    message: () => refusalWords.notAPicturePlace,
    example: {},
  }),
  "no-such-request": entry({
    title: "A request the editing API does not have",
    area: "editor",
    for: "person",
    status: 404,
    message: ({ method, path }: { method: string; path: string }) => `no such request: ${method} ${path}`,
    example: { method: "POST", path: "/api/publish" },
  }),
  "file-not-yours": entry({
    title: "A change to a file only an admin may change",
    area: "editor",
    for: "person",
    status: 403,
    message: ({ file }: { file: string }) => `refused: only an admin can change ${file}`,
    hint: "Editors change pages and collections; the site's settings and forms are for admins (`npm run users`).",
    example: { file: "site-data/site.json" },
  }),
  "menus-not-yours": entry({
    title: "An editor's change of the navigation or the footer, which the admin has not let editors change",
    area: "editor",
    for: "person",
    status: 403,
    message: () => refusalWords.menusNotYours,
    example: {},
  }),
  "approval-needed": entry({
    title: "A publish that needs an approval first, without one",
    area: "editor",
    for: "person",
    status: 403,
    message: () => refusalWords.approvalNeeded,
    hint: "The site's settings (editing.publishNeedsApproval) make this role's publishes wait for an approval: share the change for review, or publish it as an admin.",
    example: {},
  }),
  "approval-void": entry({
    title: "A publish of a change that was changed after it was approved",
    area: "editor",
    for: "person",
    status: 403,
    message: ({ who }: { who: string }) => refusalWords.approvalVoid(who),
    hint: "An approval is given to the exact texts reviewed (src/server/admin/reviews/review-hash.ts): share the change as it is now for review again.",
    example: { who: "Ngozi Okafor" },
  }),
  "approval-not-recorded": entry({
    title: "A publish with an approval went live, but its reviews were not marked published",
    area: "editor",
    for: "operator",
    message: ({ said }: { said: string }) =>
      `Published with an approval, but its reviews could not be marked published: ${said}`,
    hint: "The database failed after the publish; the change is live. Its review stays listed as approved until it is withdrawn.",
    example: { said: "database is locked" },
  }),
  "review-mail-failed": entry({
    title: "An e-mail about a review could not be sent",
    area: "publish",
    for: "operator",
    message: ({ to, said }: { to: string; said: string }) => `The e-mail about a review to ${to} was not sent: ${said}`,
    hint: "The mail server (SMTP_URL) refused it or did not answer. It is not sent again: the review is listed in /admin all the same.",
    example: { to: "ada@example.com", said: "connect ECONNREFUSED 127.0.0.1:587" },
  }),
  "changed-on-disk": entry({
    title: "A save over a file that changed since it was opened",
    area: "editor",
    for: "person",
    status: 409,
    message: () => "refused: changed on disk since it was opened",
    hint: "Someone else saved it meanwhile (or it changed by git). The editor shows both versions to choose from.",
    example: {},
  }),
  "save-has-problems": entry({
    title: "A save that would give the site problems",
    area: "editor",
    for: "person",
    status: 422,
    message: () => "refused: the site would have problems",
    hint: "The answer lists them (`diagnostics`), each with its code among the site-data problems above.",
    example: {},
  }),
  "disk-full": entry({
    title: "The server's disk is full",
    area: "editor",
    for: "person",
    status: 507,
    message: (_args: { said: string }) => refusalWords.diskFull,
    hint: ({ said }) => `The system said: ${said}. Free some space on the server's disk; nothing of the save was kept.`,
    example: { said: "ENOSPC: no space left on device, write" },
  }),
  "save-in-progress": entry({
    title: "A save while another is being made",
    area: "editor",
    for: "person",
    status: 503,
    message: () => refusalWords.saveInProgress,
    example: {},
  }),
  "save-open-elsewhere": entry({
    title: "Another process is making a save",
    area: "editor",
    for: "operator",
    status: 503,
    message: (args: { pid?: number }) =>
      args.pid === undefined
        ? "another save is still being made; try again in a moment"
        : `a save by process ${args.pid} is still being made`,
    hint: "Its journal is in .publish/journal; it is undone by whoever finds it once that process is gone.",
    example: { pid: 4242 },
  }),
  "not-published": entry({
    title: "A save that could not be published",
    area: "editor",
    for: "person",
    status: 503,
    message: ({ said }: { said: string }) => `Not published: ${said}`,
    hint: "Nothing changed: the files and the live site are as they were, and the person's changes are kept in the editor. The server's log has the same line, with the code of what failed after it.",
    example: {
      said: "the site could not be built, so it was not changed. The build said:\nsite-data/pages/home.json: ...",
    },
  }),
  "editor-request-failed": entry({
    title: "A request of the editor failed on the server",
    area: "editor",
    for: "operator",
    status: 500,
    tells: `"${refusalWords.serverFailed}"`,
    message: ({ method, path, said }: { method: string; path: string; said: string }) =>
      `${method} ${path} failed: ${said}`,
    hint: "The server's log has this line with the error's stack: a fault of the server, not of the person's changes.",
    example: { method: "POST", path: "/api/check", said: "Maximum call stack size exceeded" },
  }),
  "path-refused": entry({
    title: "A file the editor may not write",
    area: "editor",
    for: "person",
    status: 400,
    message: (
      args: { file: string } & (
        | { problem: "not-writable" | "folder-missing" | "not-a-plain-file" }
        | { problem: "outside" | "leads-outside"; folder: string }
      ),
    ) =>
      args.problem === "not-writable"
        ? `refused: "${args.file}" is not a site-data file or an image under public/images/`
        : args.problem === "outside"
          ? `refused: "${args.file}" is outside ${args.folder}/`
          : args.problem === "folder-missing"
            ? `refused: the folder of "${args.file}" does not exist`
            : args.problem === "leads-outside"
              ? `refused: the folder of "${args.file}" leads outside ${args.folder}/`
              : `refused: "${args.file}" is not a plain file`,
    hint: "The editor writes only site-data files and pictures under public/images/, never through a symbolic link.",
    example: { file: "site-data/../package.json", problem: "not-writable" },
  }),
  "link-targets-failed": entry({
    title: "The addresses for the link picker could not be worked out",
    area: "editor",
    for: "person",
    message: ({ said }: { said: string }) =>
      `The site's addresses could not be worked out for the link picker (${said}): type the address instead.`,
    hint: "The site data passed its checks, so this is a fault of the server: the log has the stack.",
    example: { said: "Maximum call stack size exceeded" },
  }),
  "save-undo-failed": entry({
    title: "A step of undoing a failed save failed",
    area: "editor",
    for: "operator",
    message: ({ said }: { said: string }) =>
      `A failed save could not undo one of its steps (${said}); its files are put back all the same, and the next start undoes the rest.`,
    hint: "Restart the server: it finds the save's journal and undoes what is left (a commit, the live site).",
    example: { said: "git update-ref: cannot lock ref 'refs/heads/main'" },
  }),
  "save-follow-up-failed": entry({
    title: "What follows a finished save failed",
    area: "editor",
    for: "operator",
    message: ({ said }: { said: string }) => `A save is done, but what follows it failed: ${said}`,
    hint: "The save stays: its files are written and live. The log line has the step that failed.",
    example: { said: "SQLITE_BUSY: database is locked" },
  }),
  "drafts-not-cleared": entry({
    title: "The drafts of a saved file could not be removed",
    area: "editor",
    for: "operator",
    message: ({ said }: { said: string }) => `The drafts of what was just saved could not be removed: ${said}`,
    hint: "The save is done. A draft left holds what is on disk now, and the editor drops it when it next opens.",
    example: { said: "SQLITE_BUSY: database is locked" },
  }),
  "process-unreadable": entry({
    title: "Whether a process runs cannot be read",
    area: "editor",
    for: "operator",
    message: ({ pid, said }: { pid: number; said: string }) =>
      `/proc/${pid}/stat cannot be read (${said}): the process that left a save open is taken as running, and its save is not undone.`,
    hint: "Run the server where it may read /proc (the same user as before, no hidepid), or stop the other process.",
    example: { pid: 4242, said: "EACCES: permission denied" },
  }),

  // Drafts: src/server/editing/draft-store.ts, src/server/admin/account-drafts.ts
  "draft-malformed": entry({
    title: "A draft in a shape drafts do not have",
    area: "drafts",
    for: "person",
    status: 400,
    message: (
      args:
        | { problem: "not-site-data-file"; file: string }
        | { problem: "no-text" | "no-base" | "no-time" | "base-not-text"; file: string }
        | { problem: "too-large" | "base-too-large"; file: string; limit: number }
        | { problem: "no-lists" },
    ) => {
      if (args.problem === "no-lists")
        return "refused: a request to keep drafts lists what to write and what to remove";
      if (args.problem === "not-site-data-file") return `refused: "${args.file}" is not a site-data file`;
      if (args.problem === "too-large") return `refused: the draft of ${args.file} is larger than ${mb(args.limit)}`;
      if (args.problem === "base-too-large")
        return `refused: the draft of ${args.file} started from a file larger than ${mb(args.limit)}`;
      const what = {
        "no-text": "has no text",
        "no-base": "names no version it started from",
        "no-time": "says not when it was made",
        "base-not-text": "has a version it started from that is not text",
      }[args.problem];
      return `refused: the draft of ${args.file} ${what}`;
    },
    hint: "Drafts are sent by the editor's page as the person types: an old copy of the page, or a request by hand.",
    example: { problem: "no-base", file: "site-data/pages/home.json" },
  }),
  "drafts-too-many": entry({
    title: "More drafts than one person may keep",
    area: "drafts",
    for: "person",
    status: 413,
    message: ({ limit }: { limit: number }) => refusalWords.draftsTooMany(limit),
    example: { limit: 200 },
  }),
  "drafts-too-large": entry({
    title: "Drafts larger than one person may keep",
    area: "drafts",
    for: "person",
    status: 413,
    message: ({ limit }: { limit: number }) => refusalWords.draftsTooLarge(limit),
    example: { limit: 20 * 1024 * 1024 },
  }),
  "drafts-folder-unsafe": entry({
    title: "The drafts' folder is not a plain folder of the project",
    area: "drafts",
    for: "person",
    status: 400,
    message: (args: { problem: "not-a-folder" } | { problem: "leads-outside" | "not-a-plain-file"; file: string }) =>
      args.problem === "not-a-folder"
        ? "refused: .drafts is not a folder"
        : args.problem === "leads-outside"
          ? `refused: the folder of the draft of "${args.file}" leads outside .drafts/`
          : `refused: the draft of "${args.file}" is not a plain file`,
    hint: "Drafts are written only inside .drafts/, never through a symbolic link: remove what is in the way.",
    example: { problem: "not-a-folder" },
  }),
  "draft-unreadable": entry({
    title: "A kept draft cannot be read",
    area: "drafts",
    for: "person",
    message: ({ file, said }: { file: string; said: string }) =>
      `The draft of ${file} cannot be read (${said}): it is left out of the drafts offered, and kept as it is.`,
    hint: "The editor says so beside the drafts it offers. A draft written by hand, or cut short by a full disk: remove it (in .drafts/, or the drafts table for /admin) once nothing in it is needed.",
    example: { file: "site-data/pages/home.json", said: "Unexpected end of JSON input" },
  }),

  // Pictures uploaded: src/server/editing/site-images.ts, src/server/admin/uploads/
  "upload-name-missing": entry({
    title: "A picture sent without its file name",
    area: "uploads",
    for: "person",
    status: 400,
    message: () => refusalWords.uploadNameMissing,
    example: {},
  }),
  "upload-name-unreadable": entry({
    title: "A picture's file name cannot be read",
    area: "uploads",
    for: "person",
    status: 400,
    message: () => refusalWords.uploadNameUnreadable,
    example: {},
  }),
  "upload-name-too-long": entry({
    title: "A picture's file name is too long",
    area: "uploads",
    for: "person",
    status: 400,
    message: ({ limit }: { limit: number }) => refusalWords.uploadNameTooLong(limit),
    example: { limit: 200 },
  }),
  "picture-too-large": entry({
    title: "A picture larger than the server takes",
    area: "uploads",
    for: "person",
    status: 413,
    message: (args: { limit: number; size?: number }) =>
      args.size === undefined
        ? refusalWords.pictureTooLarge(args.limit)
        : `refused: the picture is ${(args.size / 1024 / 1024).toFixed(1)} MB; at most ${args.limit / 1024 / 1024} MB`,
    example: { limit: 20 * 1024 * 1024 },
  }),
  "picture-type-not-taken": entry({
    title: "A file that is not a picture the site takes",
    area: "uploads",
    for: "person",
    status: 400,
    message: () => "refused: a picture must be a .png, .jpg, .webp or .avif file",
    hint: "Save it as a JPEG (photos) or PNG (drawings, screenshots) first; a phone's HEIC photo can be shared as a JPEG.",
    example: {},
  }),
  "picture-not-what-its-name-says": entry({
    title: "A picture whose bytes are not the format its name says",
    area: "uploads",
    for: "person",
    status: 400,
    message: ({ extension }: { extension: string }) =>
      `refused: the file is not the ${extension.toUpperCase()} picture its name says`,
    hint: "Open it and save it again in the format its name says, or rename it.",
    example: { extension: "jpg" },
  }),
  "picture-unreadable": entry({
    title: "A picture that cannot be read",
    area: "uploads",
    for: "person",
    status: 400,
    message: ({ extension }: { extension: string }) =>
      `refused: the ${extension.toUpperCase()} picture cannot be read (it may be damaged or cut short)`,
    example: { extension: "png" },
  }),
  "uploads-at-once": entry({
    title: "Too many pictures sent at once by one person",
    area: "uploads",
    for: "person",
    status: 429,
    message: ({ limit }: { limit: number }) => refusalWords.uploadsAtOnce(limit),
    example: { limit: 3 },
  }),
  "upload-quota": entry({
    title: "One person's pictures waiting to be published take all they may",
    area: "uploads",
    for: "person",
    status: 413,
    message: ({ limit, days }: { limit: number; days: number }) => refusalWords.uploadQuota(limit, days),
    example: { limit: 200 * 1024 * 1024, days: 7 },
  }),
  "upload-sweep-failed": entry({
    title: "The sweep of unused uploads failed",
    area: "uploads",
    for: "operator",
    message: ({ said }: { said: string }) => `The sweep of unused uploads failed: ${said}`,
    hint: "Nothing was removed by the sweep that failed; the next one (in an hour) tries again. Its cause's code, when it has one, says what to put right.",
    example: { said: "SQLITE_BUSY: database is locked" },
  }),

  // Publishing: src/server/admin/publish/, src/server/admin/schedule-routes.ts, src/server/admin/history-routes.ts
  "publish-git-failed": entry({
    title: "A git command of the publisher failed",
    area: "publish",
    for: "operator",
    message: ({ command, said }: { command: string; said: string }) => `git ${command} failed: ${said}`,
    hint: "Run `git status` in the project's folder as the user that runs the server: it says what is wrong (a lock left by a killed git, a full disk, a folder that user may not write). A publish that fails here is not live: the site stays as it was.",
    example: { command: "commit", said: "fatal: Unable to create '/srv/site/.git/index.lock': File exists." },
  }),
  "git-repository-unreadable": entry({
    title: "The project's git repository cannot be read",
    area: "publish",
    for: "operator",
    message: ({ gitDir, said }: { gitDir: string; said: string }) =>
      `${gitDir} is there but git cannot read it as a repository: ${said}`,
    hint: "Publishing stops until it is put right, so that nothing goes live without its commit. Run `git status` in the project's folder as the user that runs the server: a damaged .git/HEAD, or a repository owned by another user (git config --global --add safe.directory <folder>).",
    example: { gitDir: "/srv/site/.git", said: "fatal: not a git repository (or any of the parent directories): .git" },
  }),
  "publish-build-failed": entry({
    title: "A publish's build failed",
    area: "publish",
    for: "person",
    message: ({ said }: { said: string }) =>
      `the site could not be built, so it was not changed. The build said:\n${said}`,
    hint: 'The person is told this after "Not published:"; their changes are kept. Its last lines are the build\'s own: a site-data problem has its code there.',
    example: { said: "Error: Cannot find module 'sharp'" },
  }),
  "build-process-stopped": entry({
    title: "The build process stopped during a publish",
    area: "publish",
    for: "operator",
    message: (args: { said: string } | { exit: string }) =>
      "said" in args ? args.said : `the build process stopped (${args.exit})`,
    hint: "Its last lines are above in the server's log (out of memory, killed). The next publish starts another.",
    example: { exit: "SIGKILL" },
  }),
  "build-process-restart-failed": entry({
    title: "The build process could not start with new code",
    area: "publish",
    for: "operator",
    message: () => "the build process could not start with the new code",
    hint: "The code changed (an update) and the new build process did not answer: restart the server.",
    example: {},
  }),
  "build-failed": entry({
    title: "The publisher's build failed",
    area: "publish",
    for: "operator",
    message: ({ output }: { output: string }) => output,
    hint: "The build's last lines: a problem of site data names its code; others are faults of the build.",
    example: { output: "Not built: dist/404.html ..." },
  }),
  "publish-push-failed": entry({
    title: "The commit of a publish could not be pushed",
    area: "publish",
    for: "operator",
    message: ({ said, retryInMinutes }: { said: string; retryInMinutes: number | null }) =>
      `The commit of a publish could not be pushed to the repository's remote: ${said}. ${retryInMinutes === null ? "No more tries: the next publish pushes it with its own." : `Tried again in ${retryInMinutes} minute${retryInMinutes === 1 ? "" : "s"}.`}`,
    hint: "The site is live either way; the commit waits in the server's repository. Check that the server may push (its key, the remote's address, a branch changed elsewhere: git pull).",
    example: { said: "git push failed: fatal: Could not read from remote repository.", retryInMinutes: 5 },
  }),
  "publish-record-failed": entry({
    title: "A publish could not be recorded",
    area: "publish",
    for: "operator",
    message: ({ said }: { said: string }) =>
      `A publish is live, but the record of who published it could not be written: ${said}`,
    example: { said: "SQLITE_BUSY: database is locked" },
  }),
  "release-prune-failed": entry({
    title: "Old releases could not be removed",
    area: "publish",
    for: "operator",
    message: ({ said }: { said: string }) => `Old releases of the site could not be removed: ${said}`,
    hint: "They take disk only; the next publish tries again. Check the rights on releases/.",
    example: { said: "EACCES: permission denied, rmdir 'releases/1767225600000-3fa2c1d0'" },
  }),
  "full-compression-not-started": entry({
    title: "The full compression of a release did not start",
    area: "publish",
    for: "operator",
    message: ({ release, said }: { release: string; said: string }) =>
      `Full compression of ${release} did not start: ${said}`,
    hint: "The release is served with its quick compressed copies, which the next build replaces.",
    example: { release: "releases/1767225600000-3fa2c1d0", said: "spawn node EAGAIN" },
  }),
  "full-compression-failed": entry({
    title: "The full compression of a release failed",
    area: "publish",
    for: "operator",
    message: ({ release }: { release: string }) =>
      `Full compression of ${release} failed (above); its quick copies stay for now.`,
    example: { release: "releases/1767225600000-3fa2c1d0" },
  }),
  "scheduled-account-gone": entry({
    title: "A scheduled publish whose account is gone",
    area: "publish",
    for: "person",
    message: () => adminWords.scheduledAccountGone,
    hint: "History shows it as failed. Someone with an account schedules it again.",
    example: {},
  }),
  "scheduled-conflict": entry({
    title: "A scheduled publish of files changed since",
    area: "publish",
    for: "person",
    message: () => adminWords.scheduledConflict,
    example: {},
  }),
  "schedule-run-failed": entry({
    title: "The scheduled publishes could not be looked at",
    area: "publish",
    for: "operator",
    message: ({ said }: { said: string }) => `Scheduled publishes could not be looked at: ${said}`,
    hint: "The database failed; the next look (every 15 seconds) tries again, and a publish whose minute passed goes out then.",
    example: { said: "SQLITE_BUSY: database is locked" },
  }),
  "scheduled-publish-failed": entry({
    title: "A scheduled publish failed on the server",
    area: "publish",
    for: "operator",
    message: ({ id, said }: { id: number; said: string }) => `Scheduled publish ${id} failed: ${said}`,
    hint: "History shows it as failed with the same words; the log line has the stack. Schedule it again once the cause is put right.",
    example: { id: 12, said: "SQLITE_BUSY: database is locked" },
  }),
  "history-unreadable": entry({
    title: "The site's history cannot be read",
    area: "publish",
    for: "person",
    status: 500,
    message: () =>
      "The site's history cannot be read: git failed on the server (it is noted in its log). Tell whoever runs the server.",
    hint: "The cause, in the log beside it, has its own code (git-repository-unreadable, publish-git-failed).",
    example: {},
  }),

  // Building the site: src/pipeline/, scripts/build.ts
  "types-stale": entry({
    title: "The generated types do not match the schemas",
    area: "build",
    for: "operator",
    message: ({ said }: { said: string }) => said,
    hint: "The types the code is checked with are made from schemas/: a schema changed and they were not made again.",
    example: {
      said: "src/core/generated/site-data.ts is stale: the schemas changed since it was generated. Run `npm run gen:types` and commit the result.",
    },
  }),
  "section-renders-empty": entry({
    title: "A section renders as nothing",
    area: "build",
    for: "operator",
    message: ({ problems }: { problems: string[] }) => problems.join("\n"),
    example: {
      problems: [
        "/careers: the collectionGrid block at /sections/3 (#openings) rendered nothing, so the page would show an empty section. Validation should have said why at the block; fix the block's data, or the component that renders it.",
      ],
    },
  }),
  "page-not-resolved": entry({
    title: "A page listed in the site did not resolve",
    area: "build",
    for: "operator",
    message: ({ pathname, status }: { pathname: string; status: number }) =>
      `${pathname} is listed as a page but resolved to status ${status}.`,
    hint: "A fault of the build (the routes and the resolver disagree), not of site data: report it with the address.",
    example: { pathname: "/blog/page/3", status: 404 },
  }),
  "build-output-collision": entry({
    title: "Two files of the build have one name",
    area: "build",
    for: "operator",
    message: ({ path }: { path: string }) =>
      `Two files of the build are dist/${path} (is there a file of that name in public/?).`,
    hint: "Rename or remove the file in public/ that has the name of a page or an asset the build writes.",
    example: { path: "careers/index.html" },
  }),
  "build-output-not-kept": entry({
    title: "A build keeps a file the last build did not write",
    area: "build",
    for: "operator",
    message: ({ path }: { path: string }) => `dist/${path} was not written by the last build: it cannot be kept.`,
    hint: "dist/'s record of the last build is not what dist/ holds: `npm run build -- --full` builds everything again.",
    example: { path: "assets/shell-3f2a.js" },
  }),
  "client-template-invalid": entry({
    title: "The client build's index.html is not the template the build fills",
    area: "build",
    for: "operator",
    message: ({ problem }: { problem: "no-app-html" | "no-module-script" }) =>
      problem === "no-app-html"
        ? "The client build's index.html is not the Vite template (no <!--app-html-->)."
        : "The client build's index.html: the page's module script was not found to give it fetchpriority=\"low\" (has Vite's template changed?).",
    hint: "index.html at the project's root must keep <!--app-html--> and its module script.",
    example: { problem: "no-app-html" },
  }),
  "collection-schema-title": entry({
    title: "A collection's schema has no title a type can be named after",
    area: "build",
    for: "operator",
    message: (args: { name: string; problem: "missing" } | { name: string; problem: "not-a-type"; title: string }) =>
      args.problem === "missing"
        ? `schemas/collections/${args.name}.schema.json needs a "title" that names one item in PascalCase (e.g. "Event"): the type of its items is named after it.`
        : `schemas/collections/${args.name}.schema.json: its title "${args.title}" did not become a type; give it a title no other schema has.`,
    example: { name: "events", problem: "missing" },
  }),
  "build-worker-stopped": entry({
    title: "A build worker stopped",
    area: "build",
    for: "operator",
    message: ({ exitCode }: { exitCode: number }) => `A build worker stopped with exit code ${exitCode}.`,
    hint: "Out of memory, most often (a worker per core): give the machine more memory. The build stops; nothing of it is served.",
    example: { exitCode: 134 },
  }),
  "build-waited-for-save": entry({
    title: "A build waited too long for a save to end",
    area: "build",
    for: "operator",
    message: ({ said }: { said: string }) => `Not built: ${said}. Build again once it has ended.`,
    hint: "The running server is publishing (or its save is stuck): its files are half written until it ends.",
    example: { said: "a save by process 4242 is still being made" },
  }),
};

/**
 * Codes no longer reported, kept so that none is given to another problem. Never delete one from here, nor from
 * `serverErrors` without adding it here.
 */
export const retiredServerCodes: readonly string[] = [];

export type ServerErrorCode = keyof typeof serverErrors;

/** The arguments of a code's message: what a ServerError of it carries as `params`. */
export type ServerErrorArgs<C extends ServerErrorCode> = C extends ServerErrorCode
  ? (typeof serverErrors)[C] extends ServerErrorEntry<infer A>
    ? A
    : never
  : never;

export const serverErrorCodes = Object.keys(serverErrors) as ServerErrorCode[];

/** The catalogue entry of a code. */
export const serverErrorEntry = (code: ServerErrorCode): ServerErrorEntry<Record<string, unknown>> =>
  serverErrors[code] as unknown as ServerErrorEntry<Record<string, unknown>>;

/** What a ServerError carries besides its code and arguments. */
export interface ServerErrorOptions {
  /** The error that caused it (printed after it in the log). */
  cause?: unknown;
  /** More fields of the answer's JSON (a save's conflicts, its diagnostics). */
  body?: Record<string, unknown>;
  /** The request's body was not read to its end: the connection cannot serve another request. */
  closeConnection?: boolean;
}

/** The arguments as ServerError and serverProblem take them: none to give for a code without any. */
export type ServerErrorParams<C extends ServerErrorCode> =
  Record<never, never> extends ServerErrorArgs<C>
    ? [args?: ServerErrorArgs<C>, options?: ServerErrorOptions]
    : [args: ServerErrorArgs<C>, options?: ServerErrorOptions];

/** A problem in words: its code, message and hint, and "[code] message" as a log line starts. */
export interface ServerProblem<C extends ServerErrorCode = ServerErrorCode> {
  code: C;
  message: string;
  hint?: string;
  /** "[code] message": how every log line of it starts. */
  line: string;
}

/** The problem of a code, in words made from its arguments. */
export function serverProblem<C extends ServerErrorCode>(code: C, ...[args]: ServerErrorParams<C>): ServerProblem<C> {
  const entry = serverErrorEntry(code);
  const params = (args ?? {}) as Record<string, unknown>;
  const message = entry.message(params);
  const hint = typeof entry.hint === "function" ? entry.hint(params) : entry.hint;
  return { code, message, ...(hint === undefined ? {} : { hint }), line: `[${code}] ${message}` };
}

/**
 * A problem of the server, thrown (or logged) with its code and the arguments of its message: `message` is the
 * catalogue's, `status` the HTTP status its answer has. Subclasses (DraftRefused, UploadRefused, DiskFull, ...) name a
 * family of codes for `instanceof`.
 */
export class ServerError<C extends ServerErrorCode = ServerErrorCode> extends Error {
  readonly code: C;
  readonly params: ServerErrorArgs<C>;
  readonly hint?: string;
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly closeConnection: boolean;

  constructor(code: C, ...[args, options = {}]: ServerErrorParams<C>) {
    const problem = serverProblem(code, ...([args] as ServerErrorParams<C>));
    super(problem.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.params = (args ?? {}) as ServerErrorArgs<C>;
    if (problem.hint !== undefined) this.hint = problem.hint;
    this.status = serverErrorEntry(code).status ?? 500;
    this.body = options.body ?? {};
    this.closeConnection = options.closeConnection ?? false;
  }

  /** "[code] message": how its log line starts. */
  get line(): string {
    return `[${this.code}] ${this.message}`;
  }
}

export const isServerError = (error: unknown, code?: ServerErrorCode): error is ServerError =>
  error instanceof ServerError && (code === undefined || error.code === code);

/** An error's message, whatever was thrown: the words a log line or an answer gives after its own. */
export const saidBy = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === "string" ? error : String(error);

/**
 * An error as the operator's log says it: "[code] message", its hint, and what caused it (a ServerError's line, or
 * another error's stack). An error without a code of the catalogue (a fault nobody foresaw) is printed whole.
 */
export function logText(error: unknown): string {
  if (!(error instanceof ServerError)) return error instanceof Error ? (error.stack ?? error.message) : String(error);
  const lines = [error.line];
  if (error.hint) lines.push(`    hint: ${error.hint}`);
  if (error.cause !== undefined) lines.push(`    cause: ${logText(error.cause).split("\n").join("\n    ")}`);
  return lines.join("\n");
}

/** Says a problem in the operator's log (the server's standard error), with its code first. */
export function logServerError(error: unknown, write: (text: string) => void = console.error): void {
  write(logText(error));
}
