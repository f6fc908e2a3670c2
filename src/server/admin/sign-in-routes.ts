import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AccountError, type Account, type SignInResult } from "./accounts/accounts.ts";
import { deviceLifetime } from "./accounts/devices.ts";
import { choosePasswordPage, linkProblemPage, signInPage } from "./admin-pages.ts";
import { adminWords as words } from "../../core/words/admin-words.ts";
import { clearCookie, deviceCookie, nextPage, secure, sessionCookie, type AdminContext } from "./admin-context.ts";

const timeOf = (at: number) => `${new Date(at).toISOString().slice(11, 16)} UTC`;

type SignInRefusal = Exclude<SignInResult, { ok: true }>;

/**
 * A refused sign-in's status and words. A wrong password, and an address without an account, are both 401 with the
 * same words; the refusals that check no password are 429 with when to try again, whether or not the address typed
 * has an account (src/server/admin/accounts/accounts.ts counts both alike).
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
 * Signing in, choosing a password from a link, signing out (here or everywhere), and who is signed in
 * (/admin/api/me).
 */
export function signInRoutes(app: FastifyInstance, { accounts, sessions, audit, accountOf, now }: AdminContext): void {
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
      if (error.code === "setup-link-invalid") return reply.code(410).send(linkProblemPage());
      return reply.code(422).send(choosePasswordPage({ email: account.email, token, problem: error.message }));
    }
    await audit.record(account.id, "chose a password");
    await signIn(request, reply, account);
    return reply.redirect("/admin/", 303);
  });

  app.get("/admin/api/me", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    return { email: account.email, role: account.role, readsInbox: account.readsInbox };
  });
}
