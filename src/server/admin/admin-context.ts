import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteDataWorkspace } from "../../core/content/site-data-workspace.ts";
import { createEditorApi, type EditorPerson } from "../editing/editor-api.ts";
import type { Disk } from "../../pipeline/disk.ts";
import type { Form } from "../../core/generated/site-data.ts";
import {
  changesMenusOnly,
  editorsMayChangeMenus,
  menuParts,
  siteSettingsFile,
} from "../../core/contract/menu-parts.ts";
import { ServerError } from "../../core/errors/server-errors.ts";
import { needsApproval } from "../../core/contract/publish-approval.ts";
import { adminWords } from "../../core/words/admin-words.ts";
import type { LiveSite } from "../live-site.ts";
import { accountDrafts } from "./account-drafts.ts";
import { Accounts, type Account } from "./accounts/accounts.ts";
import { Sessions } from "./accounts/sessions.ts";
import { AuditLog } from "./audit-log.ts";
import { createPublisher } from "./publish/publisher.ts";
import { recoverPublish } from "./publish/recover-publish.ts";
import type { Sql } from "../store/database.ts";
import { AccountUploads } from "./uploads/account-uploads.ts";
import { Reviews } from "./reviews/reviews.ts";
import { reviewMailOf, type ReviewMail, type MailTransport } from "./reviews/review-mail.ts";
import { startUploadSweep } from "./uploads/upload-sweep.ts";

export interface AdminOptions {
  db: Sql;
  /** The project: its site-data/, its git repository, its build. */
  root: string;
  /** The site the server sends, which a publish replaces (src/server/live-site.ts). */
  live: LiveSite;
  /** The site data the admin edits (site-data/ of the project the server runs from). */
  workspace: SiteDataWorkspace;
  /** The admin's application, built by `npm run build:admin` (never part of dist/). */
  appDir: string;
  /** The local form service's submissions, read in the admin's inbox (left out when forms are sent elsewhere). */
  inbox?: { dataDir: string; forms: Form[] };
  /**
   * The site's public origin (PUBLIC_URL's, e.g. "https://www.nerivo.ng"): when given, a write must come from a page
   * of it. Without it, from the origin the request names (its Host, or behind TRUST_PROXY the proxy's
   * X-Forwarded-Host and X-Forwarded-Proto).
   */
  publicOrigin?: string;
  now?: () => number;
  /** How a publish builds its release (a build process; the tests of publishing give a quicker one). */
  build?: (release: string) => Promise<unknown>;
  /** Where saves write (the disk; a test's that fails or stops at a chosen write). */
  disk?: Disk;
  /**
   * The SMTP server the forms' e-mails go through (SMTP_URL) and their sender: the admins are told of a change shared
   * for review, and its author of the answer. Without it, nobody is e-mailed.
   */
  mail?: { smtpUrl: string; from: string };
  /** What sends the e-mails (a test's fake; by default, one made from `mail`). */
  mailTransport?: MailTransport;
}

export const sessionCookie = "admin_session";
/** The browsers an account signed in from (src/server/admin/accounts/devices.ts): their wrong passwords count apart. */
export const deviceCookie = "admin_device";

/** Files only an admin may change: the site settings and the forms (where submissions go). */
export const adminOnlyFile = (file: string) =>
  file === "site-data/site.json" || file.startsWith("site-data/collections/forms/");

/** Where to go after signing in: a page of the admin, never another site ("//evil.example", "/admin\\..."). */
export function nextPage(next: unknown): string {
  return typeof next === "string" && /^\/admin(\/[\w\-./?=&%]*)?$/.test(next) && !next.includes("..")
    ? next
    : "/admin/";
}

export const readTextOrNull = (path: string) => (existsSync(path) ? readFileSync(path, "utf8") : null);

export const secure = (request: FastifyRequest) => request.protocol === "https";

export const clearCookie = (request: FastifyRequest, reply: FastifyReply) =>
  reply.clearCookie(sessionCookie, { path: "/admin", httpOnly: true, sameSite: "strict", secure: secure(request) });

/** What the admin's routes share: its options, the accounts and their sessions, the record, the editor's API. */
export interface AdminContext extends AdminOptions {
  now: () => number;
  accounts: Accounts;
  sessions: Sessions;
  audit: AuditLog;
  editorApi: ReturnType<typeof createEditorApi>;
  /** The account signed in with the request's session, or null. */
  accountOf: (request: FastifyRequest) => Promise<Account | null>;
  /** An account as the editor's API knows a person: their drafts, what they may change, their record and uploads. */
  person: (account: Account) => EditorPerson;
  /** The changes shared for review, their links, comments and answers (src/server/admin/reviews/). */
  reviews: Reviews;
  /** The e-mails about reviews (to admins when one is shared, to its author when it is answered). */
  reviewMail: ReviewMail;
  /** Whether the site's settings as published make this account's publishes wait for an approval. */
  needsApproval: (account: Account) => boolean;
  /** An approval was given: scheduled publishes waiting for one are tried again now (schedule-routes.ts listens). */
  approvalGiven: () => void;
  onApprovalGiven: (listener: () => void) => void;
}

/** The accounts, sessions, record, uploads and editor's API of /admin, with what expired removed. */
export async function adminContext(app: FastifyInstance, options: AdminOptions): Promise<AdminContext> {
  const { db, root, live, workspace, build, disk, now = Date.now } = options;
  const accounts = new Accounts(db, now);
  const sessions = new Sessions(db, now);
  const audit = new AuditLog(db, now);
  const reviews = new Reviews(db, now);
  // On the running site a save is a publish: built, swapped in, committed (src/server/admin/publish/).
  const publisher = createPublisher({ root, live, schemas: () => workspace.schemas(), build, disk });
  app.addHook("onClose", async () => publisher.stop());
  const editorApi = createEditorApi(workspace, {
    publish: publisher,
    disk,
    recover: () => recoverPublish(root, { disk }),
  });
  await sessions.prune();
  await accounts.prune();
  // Uploads: who sent each, what each person may have waiting, and the hourly removal of those nothing uses.
  const publishedTexts = () => workspace.files().map(({ text }) => text);
  const uploads = new AccountUploads(db, root, publishedTexts, now);
  const uploadSweep = startUploadSweep({
    db,
    root,
    publishedTexts,
    removed: (file) => workspace.fileChanged(join(root, file)),
    now,
  });
  app.addHook("onClose", async () => uploadSweep.stop());

  const accountOf = (request: FastifyRequest): Promise<Account | null> =>
    sessions.account(request.cookies[sessionCookie]);

  // The site settings as published: what says whether editors may change the navigation and the footer (an editor's
  // own change can never say so, since they may change nothing else of the file).
  const publishedSettings = () => workspace.files().find(({ file }) => file === siteSettingsFile)?.text ?? null;
  // Likewise whether an account's publishes need an approval: the change being published never says so.
  const approvalNeeded = (account: Account) => needsApproval(publishedSettings(), account.role);

  const reviewMail = reviewMailOf({
    mail: options.mail,
    transport: options.mailTransport,
    admins: async () =>
      (await accounts.list()).flatMap(({ email, role, status }) =>
        role === "admin" && status === "active" ? [email] : [],
      ),
    origin: () => {
      if (options.publicOrigin) return options.publicOrigin;
      try {
        const site = JSON.parse(publishedSettings() ?? "{}") as { seo?: { siteUrl?: string } };
        return new URL(site.seo?.siteUrl ?? "").origin;
      } catch {
        return "";
      }
    },
  });

  const approvalListeners = new Set<() => void>();
  const approvalGiven = () => {
    for (const listener of approvalListeners) listener();
  };

  /** Who an approval is said to be by: an admin's e-mail as it is; a name a reviewer gave, with how they gave it. */
  const approvers = async (given: readonly { answeredBy: string | null }[]) => {
    const emails = new Set((await accounts.list()).map(({ email }) => email));
    const names = [...new Set(given.map(({ answeredBy }) => answeredBy ?? ""))];
    return names.map((name) => (emails.has(name) ? name : adminWords.byReviewLink(name))).join("; ");
  };

  // Everything but signing in needs a session.
  const person = (account: Account): EditorPerson => ({
    email: account.email,
    drafts: accountDrafts(db, account.id),
    mayChange: (file, after) =>
      account.role === "admin" ||
      !adminOnlyFile(file) ||
      (file === siteSettingsFile &&
        editorsMayChangeMenus(publishedSettings()) &&
        (after === undefined || changesMenusOnly(publishedSettings(), after))),
    partsOf: (file) =>
      account.role !== "admin" && file === siteSettingsFile && editorsMayChangeMenus(publishedSettings())
        ? menuParts
        : undefined,
    // An editor's change of the menus alone is refused in words that say what to do, not "only an admin".
    refusal: (file, after) =>
      file === siteSettingsFile && after !== undefined && changesMenusOnly(publishedSettings(), after)
        ? new ServerError("menus-not-yours")
        : undefined,
    record: (action, detail) => audit.record(account.id, action, detail),
    uploads: uploads.of(account.id),
    // Publishing needs an approval given to exactly these texts, when the settings say so for the account's role.
    approval: async (files) => {
      if (!approvalNeeded(account)) return undefined;
      const found = await reviews.approvalFor(account.id, files);
      if ("refused" in found)
        throw found.refused === "changed-since"
          ? new ServerError("approval-void", { who: found.review.answeredBy ?? adminWords.aReviewer })
          : new ServerError("approval-needed");
      const approvedBy = await approvers(found.approved);
      return {
        approvedBy,
        done: async () => {
          await reviews.published(found.approved.map(({ id }) => id));
          await audit.record(
            account.id,
            "published with an approval",
            `${found.approved.map(({ subject }) => subject).join("; ")} (approved by ${approvedBy})`,
          );
        },
      };
    },
  });

  return {
    ...options,
    now,
    accounts,
    sessions,
    audit,
    editorApi,
    accountOf,
    person,
    reviews,
    reviewMail,
    needsApproval: approvalNeeded,
    approvalGiven,
    onApprovalGiven: (listener) => void approvalListeners.add(listener),
  };
}
