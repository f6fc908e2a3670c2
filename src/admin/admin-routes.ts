import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteDataWorkspace } from "../content/site-data-workspace.ts";
import { createEditorApi, versionOf, type EditorPerson } from "../editor/server/editor-api.ts";
import type { HistoryResponse, ScheduleResponse } from "../editor/api-types.ts";
import { findStaticFile } from "../server/resolve-static-file.ts";
import { securityHeaders, transportHeaders } from "../server/security-headers.ts";
import { accountDrafts } from "./account-drafts.ts";
import { AccountError, Accounts, type Account, type SignInResult } from "./accounts/accounts.ts";
import { deviceLifetime } from "./accounts/devices.ts";
import { Sessions } from "./accounts/sessions.ts";
import { choosePasswordPage, linkProblemPage, signInPage } from "./admin-pages.ts";
import { adminWords as words } from "./admin-words.ts";
import { AuditLog } from "./audit-log.ts";
import { createPublisher } from "./publish/publisher.ts";
import { commitChanges, history, isRepository } from "./publish/git.ts";
import { describeChanges } from "./publish/change-words.ts";
import { Schedule } from "./publish/schedule.ts";
import { recoverPublish } from "./publish/recover-publish.ts";
import { maxScheduleBytes, readJsonBody, scheduleRequestOf } from "./publish/schedule-request.ts";
import { refusalWords } from "../editor/server/refusal-words.ts";
import type { Disk } from "../editor/server/disk.ts";
import type { LiveSite } from "../server/live-site.ts";
import type { Sql } from "./store/database.ts";
import type { Form } from "../generated/site-data.ts";
import { SubmissionStore } from "../server/forms/store.ts";
import { inboxRoutes } from "./inbox-routes.ts";
import { AccountUploads } from "./uploads/account-uploads.ts";
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
}

export const sessionCookie = "admin_session";
/** The browsers an account signed in from (src/admin/accounts/devices.ts): their wrong passwords count apart. */
export const deviceCookie = "admin_device";

/**
 * The admin's headers, all of them: the site's (security-headers.ts: no sniffing, no camera or microphone, a browsing
 * context of its own), and over them the admin's own: never cached, never indexed, framed only by itself (the editor
 * shows its preview in a frame of its own origin), and scripts, styles, pictures and requests only from this origin.
 * Complete on its own, for the answers written without the server's hooks (the editor's API, below).
 */
export const adminHeaders: Record<string, string> = {
  ...securityHeaders,
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Content-Security-Policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; "),
  "X-Frame-Options": "SAMEORIGIN",
  // Addresses (a link's token among them) go to no other site; not "no-referrer", with which browsers name no origin
  // on the admin's own form posts, and those would be refused.
  "Referrer-Policy": "same-origin",
};

/** Files only an admin may change: the site settings and the forms (where submissions go). */
export const adminOnlyFile = (file: string) =>
  file === "site-data/site.json" || file.startsWith("site-data/collections/forms/");

const safeMethods = new Set(["GET", "HEAD"]);

/** Where to go after signing in: a page of the admin, never another site ("//evil.example", "/admin\\..."). */
function nextPage(next: unknown): string {
  return typeof next === "string" && /^\/admin(\/[\w\-./?=&%]*)?$/.test(next) && !next.includes("..")
    ? next
    : "/admin/";
}

const readTextOrNull = (path: string) => (existsSync(path) ? readFileSync(path, "utf8") : null);

const timeOf = (at: number) => new Date(at).toISOString().slice(11, 16) + " UTC";

type SignInRefusal = Exclude<SignInResult, { ok: true }>;

/**
 * A refused sign-in's status and words. A wrong password, and an address without an account, are both 401 with the
 * same words; the refusals that check no password are 429 with when to try again, whether or not the address typed
 * has an account (src/admin/accounts/accounts.ts counts both alike).
 */
function refusalOf(result: SignInRefusal, now: number): { status: number; problem: string; retryAfter?: number } {
  const wait = "until" in result ? { retryAfter: Math.max(1, Math.ceil((result.until - now) / 1000)) } : {};
  switch (result.reason) {
    case "wrong":
      return { status: 401, problem: words.wrongPassword };
    case "disabled":
      return { status: 401, problem: words.accountDisabled };
    case "busy":
      return { status: 429, problem: words.tooManySignInsNow, retryAfter: 60 };
    case "locked":
      return { status: 429, problem: words.locked(timeOf(result.until)), ...wait };
    case "device-locked":
      return { status: 429, problem: words.deviceLocked(timeOf(result.until)), ...wait };
    case "address-locked":
      return { status: 429, problem: words.addressLocked(timeOf(result.until)), ...wait };
  }
}

/**
 * /admin on the site's own origin: signing in, choosing a password from a link, signing out, the editor's
 * application and its requests for the account signed in. Every request that changes something must come from a
 * page of this origin (its Origin header), and everything but signing in needs a session.
 */
export async function adminRoutes(
  app: FastifyInstance,
  { db, root, live, workspace, appDir, inbox, publicOrigin, now = Date.now, build, disk }: AdminOptions,
): Promise<void> {
  const accounts = new Accounts(db, now);
  const sessions = new Sessions(db, now);
  const audit = new AuditLog(db, now);
  // On the running site a save is a publish: built, swapped in, committed (src/admin/publish/).
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

  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // The editor's requests (JSON, and pictures as they are) are read by the editor's API itself, with its own limits.
  app.removeContentTypeParser(["application/json"]);
  app.addContentTypeParser(["application/json", "application/octet-stream"], (_request, _payload, done) => done(null));

  app.addHook("onSend", async (request, reply) => {
    reply.headers({ ...adminHeaders, ...transportHeaders(request.protocol) });
  });

  // Cross-site request forgery: a browser names the page's origin on every POST, and no page can forge it. It must
  // be the site's public origin when PUBLIC_URL says it; otherwise the one the request names, which behind a proxy
  // is the proxy's X-Forwarded-Host (a proxy that passes the client's own lets the client choose it).
  app.addHook("preHandler", async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    if (request.headers.origin !== (publicOrigin ?? `${request.protocol}://${request.host}`))
      return reply.code(403).type("application/json").send({ error: words.foreignOrigin });
  });

  const secure = (request: FastifyRequest) => request.protocol === "https";
  const accountOf = (request: FastifyRequest): Promise<Account | null> =>
    sessions.account(request.cookies[sessionCookie]);

  async function signIn(request: FastifyRequest, reply: FastifyReply, account: Account) {
    // A new session id at every sign-in: one planted before it (session fixation) is never the one signed in.
    const old = request.cookies[sessionCookie];
    if (old) await sessions.end(old);
    const id = await sessions.start(account.id);
    reply.setCookie(sessionCookie, id, { path: "/admin", httpOnly: true, sameSite: "strict", secure: secure(request) });
    await rememberDevice(request, reply, account);
    await audit.record(account.id, "signed in");
  }

  /**
   * The browser is remembered for its account: later its wrong passwords count apart from strangers' (HttpOnly and
   * SameSite=Strict like the session; kept 180 days, each sign-in from 180 days more).
   */
  async function rememberDevice(request: FastifyRequest, reply: FastifyReply, account: Account) {
    const token = await accounts.devices.remember(account.id, request.cookies[deviceCookie]);
    reply.setCookie(deviceCookie, token, {
      path: "/admin",
      httpOnly: true,
      sameSite: "strict",
      secure: secure(request),
      maxAge: deviceLifetime / 1000,
    });
  }

  const clearCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(sessionCookie, { path: "/admin", httpOnly: true, sameSite: "strict", secure: secure(request) });

  app.get("/admin/login", async (request, reply) => {
    if (await accountOf(request)) return reply.redirect("/admin/", 303);
    const query = request.query as Record<string, string | undefined>;
    const note =
      query.out === "all"
        ? words.signedOutEverywhere
        : query.out !== undefined
          ? words.signedOut
          : query.ended !== undefined
            ? words.sessionEnded
            : undefined;
    return reply.type("text/html; charset=utf-8").send(signInPage({ note, next: nextPage(query.next) }));
  });

  app.post("/admin/login", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === "string" ? body.email.trim().slice(0, 320) : "";
    const password = typeof body.password === "string" ? body.password.slice(0, 1024) : "";
    const next = nextPage(body.next);
    const result = await accounts.signIn(email, password, request.ip, request.cookies[deviceCookie]);
    if (result.ok) {
      await signIn(request, reply, result.account);
      return reply.redirect(next, 303);
    }
    const { status, problem, retryAfter } = refusalOf(result, now());
    if (retryAfter) reply.header("Retry-After", String(retryAfter));
    request.log.info({ reason: result.reason }, "A sign-in was refused.");
    return reply.code(status).type("text/html; charset=utf-8").send(signInPage({ email, problem, next }));
  });

  app.post("/admin/logout", async (request, reply) => {
    const id = request.cookies[sessionCookie];
    const account = await accountOf(request);
    const everywhere = ((request.body ?? {}) as Record<string, unknown>).everywhere === "1";
    if (account && everywhere) await sessions.endAll(account.id);
    else if (id) await sessions.end(id);
    if (account) await audit.record(account.id, everywhere ? "signed out everywhere" : "signed out");
    clearCookie(request, reply);
    return reply.redirect(`/admin/login?out=${everywhere ? "all" : ""}`, 303);
  });

  app.get("/admin/welcome", async (request, reply) => {
    const token = String((request.query as Record<string, unknown>).token ?? "");
    const account = await accounts.accountOfLink(token);
    reply.type("text/html; charset=utf-8");
    if (!account) return reply.code(410).send(linkProblemPage());
    return reply.send(choosePasswordPage({ email: account.email, token }));
  });

  app.post("/admin/welcome", async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = typeof body.token === "string" ? body.token : "";
    const password = typeof body.password === "string" ? body.password : "";
    const account = await accounts.accountOfLink(token);
    reply.type("text/html; charset=utf-8");
    if (!account) return reply.code(410).send(linkProblemPage());
    if (password !== body.repeat)
      return reply.code(422).send(choosePasswordPage({ email: account.email, token, problem: words.passwordsDiffer }));
    try {
      await accounts.choosePassword(token, password);
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      if (error.message === "link") return reply.code(410).send(linkProblemPage());
      return reply.code(422).send(choosePasswordPage({ email: account.email, token, problem: error.message }));
    }
    await audit.record(account.id, "chose a password");
    await signIn(request, reply, account);
    return reply.redirect("/admin/", 303);
  });

  // Everything below needs a session.
  const person = (account: Account): EditorPerson => ({
    email: account.email,
    drafts: accountDrafts(db, account.id),
    mayChange: (file) => account.role === "admin" || !adminOnlyFile(file),
    record: (action, detail) => audit.record(account.id, action, detail),
    uploads: uploads.of(account.id),
  });

  app.get("/admin/api/me", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    return { email: account.email, role: account.role, readsInbox: account.readsInbox };
  });

  // The site's history: the commits that changed its files, newest first.
  const historyPaths = ["site-data", "public/images"];
  app.get("/admin/api/history", async (request, reply): Promise<HistoryResponse | void> => {
    if (!(await accountOf(request))) return reply.code(401).send({ error: words.signInFirst });
    if (!(await isRepository(root))) return { entries: [], repository: false };
    const commits = await history(root, historyPaths);
    return {
      repository: true,
      entries: commits.map(({ hash, author, at, subject, body }) => ({
        commit: hash,
        author,
        at,
        subject,
        lines: body
          .split("\n")
          .filter((line) => line.startsWith("- "))
          .map((line) => line.slice(2)),
      })),
    };
  });

  /** The site-data files a publish changed, as it left them (null: it deleted one); null when there is no such publish. */
  const versionFiles = async (commit: string) => {
    const entry =
      /^[0-9a-f]{40}$/.test(commit) && (await isRepository(root))
        ? (await history(root, historyPaths)).find(({ hash }) => hash === commit)
        : undefined;
    if (!entry) return null;
    const files = (await commitChanges(root, commit, historyPaths)).filter(({ file }) => file.endsWith(".json"));
    return { entry, files };
  };

  // One publish's files as it left them: the editor previews the page as it was then.
  app.get("/admin/api/history/:commit", async (request, reply) => {
    if (!(await accountOf(request))) return reply.code(401).send({ error: words.signInFirst });
    const version = await versionFiles((request.params as { commit: string }).commit);
    if (!version) return reply.code(404).send({ error: words.noSuchVersion });
    return { files: version.files.map(({ file, after }) => ({ file, text: after })) };
  });

  // "Restore this version": the files a publish changed, as that publish left them, published as a new change.
  app.post("/admin/api/restore/:commit", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    const version = await versionFiles((request.params as { commit: string }).commit);
    if (!version) return reply.code(404).send({ error: words.noSuchVersion });
    const { entry, files } = version;
    const current = files.map(({ file, after }) => {
      const disk = readTextOrNull(join(root, file));
      return { file, text: after, base: disk === null ? null : versionOf(disk), unchanged: disk === after };
    });
    const changed = current.filter(({ unchanged }) => !unchanged).map(({ file, text, base }) => ({ file, text, base }));
    if (!changed.length) return reply.send({ files: [], nothingToRestore: true });
    try {
      return await editorApi.saveFiles(changed, person(account), words.restoredVersion(entry.author, entry.at));
    } catch (error) {
      const refused = editorApi.refusal(error);
      if (!refused) throw error;
      return reply.code(refused.status).send(refused.body);
    }
  });

  // Publishing at a chosen minute: kept in the database, published by the server then (src/admin/publish/schedule.ts).
  const schedule = new Schedule(
    db,
    async (scheduled) => {
      const account = await accounts.byId(scheduled.accountId);
      if (!account || account.disabled) throw new Error(words.scheduledAccountGone);
      try {
        const answer = await editorApi.saveFiles(scheduled.files, person(account), words.scheduledBy(account.email));
        return answer.published?.subject ?? scheduled.subject;
      } catch (error) {
        const refused = editorApi.refusal(error);
        if (refused?.status === 409) throw new Error(words.scheduledConflict);
        throw error;
      }
    },
    now,
  );
  schedule.start();
  app.addHook("onClose", async () => schedule.stop());

  app.get("/admin/api/schedule", async (request, reply): Promise<ScheduleResponse | void> => {
    if (!(await accountOf(request))) return reply.code(401).send({ error: words.signInFirst });
    return {
      scheduled: (await schedule.list()).map(({ id, email, subject, publishAt, state, result, files }) => ({
        id,
        email,
        subject,
        publishAt,
        state,
        result,
        files: files.map(({ file }) => file),
      })),
    };
  });

  app.post("/admin/api/schedule", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    const read = await readJsonBody(request.raw);
    if ("refused" in read)
      return read.refused === "too large"
        ? reply
            .code(413)
            .header("Connection", "close")
            .send({ error: refusalWords.tooLarge(maxScheduleBytes) })
        : reply.code(400).send({ error: refusalWords.notJson });
    const request_ = scheduleRequestOf(read.body, now());
    if (typeof request_ === "string") return reply.code(400).send({ error: request_ });
    const refused = request_.files.find(({ file }) => !person(account).mayChange(file));
    if (refused) return reply.code(403).send({ error: `refused: only an admin can change ${refused.file}` });
    const result = workspace.check(new Map(request_.files.map(({ file, text }) => [file, text])));
    if (result.diagnostics.length)
      return reply.code(422).send({ error: "refused: the site would have problems", diagnostics: result.diagnostics });
    const { subject } = describeChanges(
      request_.files.map(({ file, text }) => ({ file, before: readTextOrNull(join(root, file)), after: text })),
      workspace.schemas(),
    );
    const scheduled = await schedule.add(account.id, request_.files, subject, request_.publishAt);
    await audit.record(account.id, "scheduled", `${subject} for ${new Date(scheduled.publishAt).toISOString()}`);
    return { id: scheduled.id, subject, publishAt: scheduled.publishAt };
  });

  app.post("/admin/api/schedule/:id/cancel", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    const scheduled = await schedule.byId(Number((request.params as { id: string }).id));
    if (!scheduled) return reply.code(404).send({ error: words.notFound });
    if (scheduled.accountId !== account.id && account.role !== "admin")
      return reply.code(403).send({ error: words.notYourSchedule });
    if (!(await schedule.cancel(scheduled.id))) return reply.code(409).send({ error: words.notWaiting });
    await audit.record(account.id, "cancelled a scheduled publish", scheduled.subject);
    return { cancelled: true };
  });

  if (inbox)
    await inboxRoutes(app, {
      store: new SubmissionStore(db, inbox.dataDir),
      forms: inbox.forms,
      accountOf,
      audit,
      now,
    });

  app.route({
    method: ["GET", "POST"],
    url: "/admin/api/*",
    handler: async (request, reply) => {
      const account = await accountOf(request);
      if (!account) return reply.code(401).send({ error: words.signInFirst });
      reply.hijack();
      // Written by the editor's API on the raw response, past the server's hooks: every header is set here.
      for (const [name, value] of Object.entries({ ...adminHeaders, ...transportHeaders(request.protocol) }))
        reply.raw.setHeader(name, value);
      const path = request.url.split("?")[0].slice("/admin".length);
      const handled = await editorApi(request.raw, reply.raw, person(account), path);
      if (!handled) {
        reply.raw.statusCode = 404;
        reply.raw.end(JSON.stringify({ error: words.notFound }));
      }
    },
  });

  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0];
    if (!(await accountOf(request))) {
      const ended = request.cookies[sessionCookie] ? "&ended" : "";
      if (ended) clearCookie(request, reply);
      return reply.redirect(`/admin/login?next=${encodeURIComponent(nextPage(pathname))}${ended}`, 303);
    }
    let relative: string | null;
    try {
      relative = findStaticFile(appDir, decodeURIComponent(pathname.slice("/admin".length) || "/"));
    } catch {
      relative = null;
    }
    if (!existsSync(appDir))
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The admin is not built: run npm run build:admin (npm start does).");
    // An address of the application itself (/admin/pages/home) is its page; it finds its way from the address.
    return reply.sendFile(relative ?? "index.html", appDir, { cacheControl: false });
  };
  /**
   * The project's pictures as they are now, uploads not yet published included, for the editor's thumbnails and
   * preview: only to people signed in (the public site serves the published ones, from the live build).
   */
  const picturesDir = join(root, "public", "images");
  app.get("/admin/images/*", async (request, reply) => {
    if (!(await accountOf(request))) return reply.code(401).type("text/plain; charset=utf-8").send(words.signInFirst);
    let relative: string | null;
    try {
      relative = findStaticFile(
        picturesDir,
        decodeURIComponent(request.url.split("?")[0].slice("/admin/images".length)),
      );
    } catch {
      relative = null;
    }
    if (!relative || relative.endsWith("index.html"))
      return reply.code(404).type("text/plain; charset=utf-8").send(words.notFound);
    return reply.sendFile(relative, picturesDir, { cacheControl: false });
  });
  app.get("/admin", appPage);
  app.get("/admin/*", appPage);
}
