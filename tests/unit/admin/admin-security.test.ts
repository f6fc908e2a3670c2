/**
 * /admin as an attacker tries it (src/server/admin/): guessing passwords, the session cookie, a session planted before
 * signing in, writes from other sites or without a session, an editor reaching for what only an admin may change,
 * file names that lead out of site-data/, and what reaches the logs. Each request goes through the site's real
 * server (createSiteServer), on a copy of the project's site data.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Accounts } from "../../../src/server/admin/accounts/accounts.ts";
import {
  mostWaiting,
  passwordChecksRunning,
  passwordChecksWaiting,
} from "../../../src/server/admin/accounts/passwords.ts";
import { deviceAllowance, newBrowserAllowance } from "../../../src/server/admin/accounts/sign-in-allowances.ts";
import { quickPasswords } from "./quick-passwords.ts";
import { accountsWithPassword, adminProject } from "./admin-project.ts";
import { sessionIdleLimit } from "../../../src/server/admin/accounts/sessions.ts";
import { deviceCookie, sessionCookie } from "../../../src/server/admin/admin-routes.ts";
import { adminWords } from "../../../src/core/words/admin-words.ts";
import { refusalWords } from "../../../src/core/words/refusal-words.ts";
import type { Sql } from "../../../src/server/store/database.ts";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { createSiteServer } from "../../../src/server/create-server.ts";
import { escapeHtml } from "../../../src/server/escape-html.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";

// Each password check costs about a third of a second on purpose (scrypt): a test of ten wrong ones takes seconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let temporary: string;
let project: string;
const origin = "http://localhost:80";
const password = "a long phrase of plain words";
const editorEmail = "ada@nerivo.ng";
const adminEmail = "tunde@nerivo.ng";

const start = Date.parse("2026-11-25T09:00:00Z");
let clock = start;
const now = () => clock;
let database: TestDatabase | undefined;
let db: Sql;
let server: FastifyInstance;
let workspace: ReturnType<typeof createSiteDataWorkspace>;
const logLines: string[] = [];

/** The Set-Cookie line of a response for the cookie `name`, or undefined. */
const setCookieLine = (response: LightMyRequestResponse, name: string) =>
  ([] as string[]).concat(response.headers["set-cookie"] ?? []).find((line) => line.startsWith(`${name}=`));

/** The value a response sets for the cookie `name` (the session's unless said), or null when it sets none. */
function sessionFrom(response: LightMyRequestResponse, name = sessionCookie): string | null {
  const value = setCookieLine(response, name)
    ?.split(";")[0]
    .slice(name.length + 1);
  return value ? value : null;
}

/** A sign-in refusal's words as the page shows them. */
const shown = (text: string) => escapeHtml(text);
const timeOf = (at: number) => `${new Date(at).toISOString().slice(11, 16)} UTC`;

/** An account with its password chosen. */
async function person(email: string): Promise<void> {
  const accounts = new Accounts(db, now, quickPasswords);
  const { token } = await accounts.add(email, "editor");
  await accounts.choosePassword(token, password);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function signIn(email: string, secret: string, headers: Record<string, string> = {}) {
  return server.inject({
    method: "POST",
    url: "/admin/login",
    payload: form({ email, password: secret }),
    headers: { "content-type": "application/x-www-form-urlencoded", origin, ...headers },
  });
}

async function sessionOf(email: string): Promise<string> {
  const response = await signIn(email, password);
  expect(response.statusCode).toBe(303);
  return sessionFrom(response)!;
}

const api = (session: string | null, url: string, body: unknown, headers: Record<string, string> = {}) =>
  server.inject({
    method: "POST",
    url,
    payload: JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      origin,
      ...(session ? { cookie: `${sessionCookie}=${session}` } : {}),
      ...headers,
    },
  });

const SITE = "site-data/site.json";
const siteJson = () => readFileSync(join(project, "site-data/site.json"), "utf8");

// The accounts, sessions, locks and drafts are kept in the database: each test runs on every one (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set).
describe.each(testDatabases)("/admin ($name)", ({ fresh }) => {
  beforeAll(async () => {
    clock = start;
    logLines.length = 0;
    const made = adminProject("admin-security-");
    ({ temporary, project } = made);
    const { appDir, dist } = made;
    database = await fresh();
    db = database.db;
    await accountsWithPassword(db, now, password, [
      [editorEmail, "editor"],
      [adminEmail, "admin"],
    ]);
    const logs = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    const live = new LiveSite(dist);
    workspace = createSiteDataWorkspace(project);
    server = await createSiteServer({
      distDir: dist,
      live,
      logger: { level: "trace", stream: logs },
      trustProxy: "127.0.0.1",
      admin: { db, root: project, live, workspace, appDir, now },
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.remove();
    rmSync(temporary, { recursive: true, force: true });
  });

  describe("signing in", () => {
    it("counts guesses sent at once: of 41 together only the allowance is checked, and the right one, sent last, is refused until a try comes back", async () => {
      await person("guessed@nerivo.ng");
      const answers = await Promise.all(
        Array.from({ length: 41 }, (_, i) =>
          signIn("guessed@nerivo.ng", i === 40 ? password : `wrong guess number ${i}`, {
            "x-forwarded-for": `10.0.${i}.1`,
          }),
        ),
      );
      const statuses = answers.map(({ statusCode }) => statusCode);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(newBrowserAllowance.size);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      const right = answers[40];
      const until = clock + newBrowserAllowance.refillEvery;
      expect(right.statusCode).toBe(429);
      expect(right.body).toContain(shown(adminWords.locked(timeOf(until))));
      expect(right.body).toContain('value="guessed@nerivo.ng"');
      expect(right.headers["retry-after"]).toBe(String(newBrowserAllowance.refillEvery / 1000));
      expect(sessionFrom(right)).toBeNull();
      // Spent: the right password is refused from anywhere new until a try comes back, on its own.
      expect((await signIn("guessed@nerivo.ng", password, { "x-forwarded-for": "10.1.0.1" })).statusCode).toBe(429);
      clock += newBrowserAllowance.refillEvery;
      const later = await signIn("guessed@nerivo.ng", password, { "x-forwarded-for": "10.1.0.2" });
      expect(later.statusCode).toBe(303);
      expect(sessionFrom(later)).not.toBeNull();
    });

    it("lets the person sign in from the browser they signed in from before, whatever a stranger's guesses spent", async () => {
      await person("kept@nerivo.ng");
      const first = await signIn("kept@nerivo.ng", password, { "x-forwarded-for": "203.0.113.7" });
      const device = sessionFrom(first, deviceCookie)!;
      expect(device).toMatch(/^[\w-]{43}$/);
      const line = setCookieLine(first, deviceCookie)!;
      for (const attribute of [/HttpOnly/, /SameSite=Strict/, /Path=\/admin(;|$)/, /Max-Age=15552000/])
        expect(line).toMatch(attribute);
      expect(line).not.toMatch(/Secure/);
      const stranger = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          signIn("kept@nerivo.ng", `a stranger's guess ${i}`, { "x-forwarded-for": `192.0.2.${i}` }),
        ),
      );
      expect(stranger.filter(({ statusCode }) => statusCode === 429).length).toBeGreaterThanOrEqual(20);
      // A new browser is refused, the right password too, even from the person's own network...
      const elsewhere = await signIn("kept@nerivo.ng", password, { "x-forwarded-for": "203.0.113.7" });
      expect(elsewhere.statusCode).toBe(429);
      // ...and a browser remembered for another account is a new browser here.
      const others = sessionFrom(await signIn(editorEmail, password), deviceCookie)!;
      expect((await signIn("kept@nerivo.ng", password, { cookie: `${deviceCookie}=${others}` })).statusCode).toBe(429);
      const own = { cookie: `${deviceCookie}=${device}`, "x-forwarded-for": "203.0.113.7" };
      const signedIn = await signIn("kept@nerivo.ng", password, own);
      expect(signedIn.statusCode).toBe(303);
      expect(sessionFrom(signedIn)).not.toBeNull();
      expect(sessionFrom(signedIn, deviceCookie)).toBe(device);
      // The browser's own wrong passwords count apart, and say so.
      for (let i = 0; i < deviceAllowance.size; i++)
        expect((await signIn("kept@nerivo.ng", `mistyped ${i}`, own)).statusCode).toBe(401);
      const spent = await signIn("kept@nerivo.ng", password, own);
      expect(spent.statusCode).toBe(429);
      expect(spent.body).toContain(shown(adminWords.deviceLocked(timeOf(clock + deviceAllowance.refillEvery))));
      clock += deviceAllowance.refillEvery;
      expect((await signIn("kept@nerivo.ng", password, own)).statusCode).toBe(303);
    });

    it("refuses most of a flood from one network at once, never lets the line of checks grow, and serves a real sign-in meanwhile", async () => {
      const most = { running: 0, waiting: 0 };
      const watch = setInterval(() => {
        most.running = Math.max(most.running, passwordChecksRunning());
        most.waiting = Math.max(most.waiting, passwordChecksWaiting());
      }, 1);
      try {
        const flood = Array.from({ length: 100 }, (_, i) =>
          signIn(`stranger${i}@example.com`, "a guess", { "x-forwarded-for": "198.51.100.66" }),
        );
        const started = performance.now();
        const real = await signIn(adminEmail, password, { "x-forwarded-for": "203.0.113.20" });
        const waited = performance.now() - started;
        const answers = await Promise.all(flood);
        expect(real.statusCode).toBe(303);
        // Two of the flood are checked at a time, at OWASP's cost (about 0.3 s each), before the real one's turn.
        expect(waited).toBeLessThan(5_000);
        const busy = answers.filter(
          ({ statusCode, body }) => statusCode === 429 && body.includes(shown(adminWords.tooManySignInsNow)),
        );
        expect(busy.length).toBeGreaterThanOrEqual(90);
        expect(busy[0].headers["retry-after"]).toBe("60");

        // Thirty networks at once: two are checked, eight wait, the rest are told at once to try again in a minute;
        // the person's own browser goes ahead of them.
        const device = sessionFrom(real, deviceCookie)!;
        const spray = Array.from({ length: 30 }, (_, i) =>
          signIn(`sprayed${i}@example.com`, "a guess", { "x-forwarded-for": `198.51.${i}.77` }),
        );
        const own = await signIn(adminEmail, password, { cookie: `${deviceCookie}=${device}` });
        expect(own.statusCode).toBe(303);
        const sprayed = await Promise.all(spray);
        expect(sprayed.filter(({ statusCode }) => statusCode === 429).length).toBeGreaterThanOrEqual(10);
      } finally {
        clearInterval(watch);
      }
      expect(most.running).toBeLessThanOrEqual(2);
      // The line holds at most `mostWaiting` strangers; the person's own browser may join ahead of them.
      expect(most.waiting).toBeLessThanOrEqual(mostWaiting + 1);
      expect([passwordChecksRunning(), passwordChecksWaiting()]).toEqual([0, 0]);
    });

    it("answers an address whose tries are spent alike whether or not it has an account", async () => {
      await person("alike@nerivo.ng");
      for (const email of ["alike@nerivo.ng", "nobody-alike@nerivo.ng"])
        for (let i = 0; i < newBrowserAllowance.size; i++)
          expect((await signIn(email, `guess ${i}`, { "x-forwarded-for": `10.9.${i}.1` })).statusCode).toBe(401);
      const known = await signIn("alike@nerivo.ng", password, { "x-forwarded-for": "10.9.99.1" });
      const unknown = await signIn("nobody-alike@nerivo.ng", password, { "x-forwarded-for": "10.9.99.2" });
      expect([known.statusCode, unknown.statusCode]).toEqual([429, 429]);
      expect(known.body).toContain(shown(adminWords.locked(timeOf(clock + newBrowserAllowance.refillEvery))));
      expect(unknown.body.replace("nobody-alike@nerivo.ng", "X")).toBe(known.body.replace("alike@nerivo.ng", "X"));
      expect(unknown.headers["retry-after"]).toBe(known.headers["retry-after"]);
    });

    it("signs in whatever the case of the address typed", async () => {
      const response = await signIn(editorEmail.toUpperCase(), password);
      expect(response.statusCode).toBe(303);
      expect(
        (
          await server.inject({
            url: "/admin/api/me",
            headers: { cookie: `${sessionCookie}=${sessionFrom(response)}` },
          })
        ).json(),
      ).toMatchObject({ email: editorEmail });
    });

    it("answers an unknown e-mail exactly as a wrong password", async () => {
      const unknown = await signIn("nobody@nerivo.ng", password);
      const wrong = await signIn(editorEmail, "not the password at all");
      expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
      expect(unknown.body.replace("nobody@nerivo.ng", "X")).toBe(wrong.body.replace(editorEmail, "X"));
    });

    it("sets the session and browser cookies HttpOnly, SameSite=Strict, for /admin only, and Secure when the request came over HTTPS", async () => {
      const plain = ([] as string[])
        .concat((await signIn(editorEmail, password)).headers["set-cookie"]!)
        .find((line) => line.startsWith(sessionCookie))!;
      expect(plain).toMatch(/HttpOnly/);
      expect(plain).toMatch(/SameSite=Strict/);
      expect(plain).toMatch(/Path=\/admin(;|$)/);
      expect(plain).not.toMatch(/Secure/);
      const overHttps = await signIn(editorEmail, password, {
        "x-forwarded-proto": "https",
        origin: "https://localhost:80",
      });
      expect(setCookieLine(overHttps, sessionCookie)).toMatch(/Secure/);
      expect(setCookieLine(overHttps, deviceCookie)).toMatch(/Secure/);
    });

    it("gives a new session id at every sign-in, and the one planted before it signs nobody in", async () => {
      const planted = "planted-by-someone-else-0000000000000000000";
      const response = await signIn(editorEmail, password, { cookie: `${sessionCookie}=${planted}` });
      const given = sessionFrom(response)!;
      expect(given).not.toBe(planted);
      expect(
        (await server.inject({ url: "/admin/api/me", headers: { cookie: `${sessionCookie}=${planted}` } })).statusCode,
      ).toBe(401);
      expect(
        (await server.inject({ url: "/admin/api/me", headers: { cookie: `${sessionCookie}=${given}` } })).json(),
      ).toEqual({ email: editorEmail, role: "editor", readsInbox: false });
      const again = sessionFrom(await signIn(editorEmail, password, { cookie: `${sessionCookie}=${given}` }))!;
      expect(again).not.toBe(given);
      // Signing in again ended the session it replaced.
      expect(
        (await server.inject({ url: "/admin/api/me", headers: { cookie: `${sessionCookie}=${given}` } })).statusCode,
      ).toBe(401);
    });

    it("ends a session after 8 hours without a request, and sends the browser to sign in again", async () => {
      const session = await sessionOf(editorEmail);
      clock += sessionIdleLimit - 60_000;
      expect(
        (await server.inject({ url: "/admin/api/me", headers: { cookie: `${sessionCookie}=${session}` } })).statusCode,
      ).toBe(200);
      clock += sessionIdleLimit + 1;
      expect(
        (await server.inject({ url: "/admin/api/me", headers: { cookie: `${sessionCookie}=${session}` } })).statusCode,
      ).toBe(401);
      const page = await server.inject({ url: "/admin/pages", headers: { cookie: `${sessionCookie}=${session}` } });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toMatch(/^\/admin\/login\?next=%2Fadmin%2Fpages&ended$/);
    });

    it("signs out on every device", async () => {
      const [first, second] = [await sessionOf(editorEmail), await sessionOf(editorEmail)];
      const out = await server.inject({
        method: "POST",
        url: "/admin/logout",
        payload: form({ everywhere: "1" }),
        headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie: `${sessionCookie}=${first}` },
      });
      expect(out.statusCode).toBe(303);
      for (const session of [first, second])
        expect(
          (await server.inject({ url: "/admin/api/me", headers: { cookie: `${sessionCookie}=${session}` } }))
            .statusCode,
        ).toBe(401);
    });
  });

  describe("choosing a password from the link", () => {
    it("refuses short, common and mismatched passwords in words, works once, and stops working after 24 hours", async () => {
      const accounts = new Accounts(db, now, quickPasswords);
      const { token } = await accounts.add("new@nerivo.ng", "editor");
      const choose = (fields: Record<string, string>) =>
        server.inject({
          method: "POST",
          url: "/admin/welcome",
          payload: form({ token, ...fields }),
          headers: { "content-type": "application/x-www-form-urlencoded", origin },
        });
      expect((await choose({ password: "short one", repeat: "short one" })).body).toContain(
        adminWords.passwordTooShort(12),
      );
      expect((await choose({ password: "Password2024!", repeat: "Password2024!" })).body).toContain(
        adminWords.passwordTooCommon,
      );
      expect((await choose({ password: "abababababab", repeat: "abababababab" })).body).toContain(
        adminWords.passwordTooCommon,
      );
      expect((await choose({ password: password, repeat: `${password}!` })).body).toContain(adminWords.passwordsDiffer);
      const chosen = await choose({ password, repeat: password });
      expect(chosen.statusCode).toBe(303);
      expect(sessionFrom(chosen)).not.toBeNull();
      expect((await choose({ password: "another long phrase", repeat: "another long phrase" })).statusCode).toBe(410);
      const late = (await accounts.reset("new@nerivo.ng")).token;
      clock += 24 * 3_600_000 + 1;
      expect((await server.inject({ url: `/admin/welcome?token=${late}` })).statusCode).toBe(410);
    });
  });

  describe("changes", () => {
    it("refuses a write from another site's page, or without a session, and changes nothing", async () => {
      const session = await sessionOf(adminEmail);
      const before = siteJson();
      const save = { files: [{ file: "site-data/site.json", text: "{}", base: null }] };
      for (const headers of [{ origin: "https://evil.example" }, { origin: "null" }]) {
        const response = await api(session, "/admin/api/save", save, headers);
        expect(response.statusCode).toBe(403);
      }
      const noOrigin = await server.inject({
        method: "POST",
        url: "/admin/api/save",
        payload: JSON.stringify(save),
        headers: { "content-type": "application/json", cookie: `${sessionCookie}=${session}` },
      });
      expect(noOrigin.statusCode).toBe(403);
      expect((await api(null, "/admin/api/save", save)).statusCode).toBe(401);
      expect((await api(null, "/admin/api/drafts", { write: [], remove: [] })).statusCode).toBe(401);
      expect((await server.inject({ url: "/admin/api/workspace" })).statusCode).toBe(401);
      expect(siteJson()).toBe(before);
      // A sign-in posted from another site is refused too (login forgery).
      expect((await signIn(adminEmail, password, { origin: "https://evil.example" })).statusCode).toBe(403);
    });

    it("lets an editor change pages and collections but not the site settings or the forms, by saving or by drafts", async () => {
      const session = await sessionOf(editorEmail);
      const before = siteJson();
      for (const file of ["site-data/site.json", "site-data/collections/forms/contact.json"]) {
        const saved = await api(session, "/admin/api/save", { files: [{ file, text: "{}", base: null }] });
        expect(saved.statusCode).toBe(403);
        expect(saved.json().error).toContain("only an admin");
        const drafted = await api(session, "/admin/api/drafts", {
          write: [{ file, text: "{}", base: null, changedAt: 1 }],
          remove: [],
        });
        expect(drafted.statusCode).toBe(403);
      }
      expect(siteJson()).toBe(before);
      expect(
        (await server.inject({ url: "/admin/api/drafts", headers: { cookie: `${sessionCookie}=${session}` } })).json(),
      ).toEqual({ drafts: [] });
      const about = readFileSync(join(project, "site-data/pages/about.json"), "utf8");
      const draft = {
        file: "site-data/pages/about.json",
        text: about.replace('"title": "', '"title": "Our '),
        base: null,
        changedAt: 1,
      };
      expect((await api(session, "/admin/api/drafts", { write: [draft], remove: [] })).statusCode).toBe(200);
      // Drafts are each person's own.
      const other = await sessionOf(adminEmail);
      expect(
        (await server.inject({ url: "/admin/api/drafts", headers: { cookie: `${sessionCookie}=${other}` } })).json(),
      ).toEqual({ drafts: [] });
      expect(
        (await server.inject({ url: "/admin/api/drafts", headers: { cookie: `${sessionCookie}=${session}` } })).json()
          .drafts,
      ).toHaveLength(1);
    });

    it("lets an editor change the navigation and the footer, and nothing else of the site settings, only when an admin allows it", async () => {
      const session = await sessionOf(editorEmail);
      const published = siteJson();
      const settings = JSON.parse(published);
      const linked = JSON.stringify(
        {
          ...settings,
          footer: {
            ...settings.footer,
            groups: settings.footer.groups.map((group: { links: unknown[] }, i: number) =>
              i === 0 ? { ...group, links: [...group.links, { label: "Offers", href: "/offers" }] } : group,
            ),
          },
        },
        null,
        2,
      );
      const renamed = JSON.stringify({ ...JSON.parse(linked), company: { ...settings.company, name: "Evil Ltd" } });
      const save = (text: string) => api(session, "/admin/api/save", { files: [{ file: SITE, text, base: null }] });
      const draft = (text: string) =>
        api(session, "/admin/api/drafts", { write: [{ file: SITE, text, base: null, changedAt: 1 }], remove: [] });
      // Not allowed (as the site comes): a crafted save that links a page from the footer is refused in words.
      expect(settings.editing.editorsMayChangeMenus).toBe(false);
      const refused = await save(linked);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toContain(refusalWords.menusNotYours);
      expect(refused.json().error).not.toMatch(/\.json|site-data/);
      expect((await draft(linked)).statusCode).toBe(403);
      const workspaceOf = async () =>
        (
          await server.inject({ url: "/admin/api/workspace", headers: { cookie: `${sessionCookie}=${session}` } })
        ).json();
      expect((await workspaceOf()).notYours).toContain(SITE);

      // Allowed by an admin: the editor may keep a change of the footer, never one of anything else (the setting itself
      // included), and sees only those parts.
      const allowed = JSON.stringify({ ...settings, editing: { editorsMayChangeMenus: true } }, null, 2);
      writeFileSync(join(project, SITE), allowed);
      workspace.fileChanged(join(project, SITE));
      const linkedWhenAllowed = linked.replace('"editorsMayChangeMenus": false', '"editorsMayChangeMenus": true');
      expect((await draft(linkedWhenAllowed)).statusCode).toBe(200);
      expect((await draft(renamed)).statusCode).toBe(403);
      expect((await draft(linked)).statusCode).toBe(403);
      const renamedOnly = await save(
        JSON.stringify({ ...JSON.parse(allowed), company: { ...settings.company, name: "Evil Ltd" } }),
      );
      expect(renamedOnly.statusCode).toBe(403);
      expect(renamedOnly.json().error).toContain("only an admin");
      const mine = await workspaceOf();
      expect(mine.notYours).not.toContain(SITE);
      expect(mine.onlyParts).toEqual({ [SITE]: ["navigation", "footer"] });
      await api(session, "/admin/api/drafts", { write: [], remove: [SITE] });
      writeFileSync(join(project, SITE), published);
      workspace.fileChanged(join(project, SITE));
      expect(siteJson()).toBe(published);
    });

    it("refuses file names that lead out of site-data/ or public/images/, in saves, drafts and uploads", async () => {
      const session = await sessionOf(adminEmail);
      for (const file of [
        "../package.json",
        "site-data/../package.json",
        "/etc/passwd",
        "site-data/pages/../../package.json",
        "site-data/pages/%2e%2e/x.json",
      ]) {
        expect(
          (await api(session, "/admin/api/save", { files: [{ file, text: "{}", base: null }] })).statusCode,
        ).toBeGreaterThanOrEqual(400);
        expect(
          (
            await api(session, "/admin/api/drafts", {
              write: [{ file, text: "{}", base: null, changedAt: 1 }],
              remove: [],
            })
          ).statusCode,
        ).toBe(400);
      }
      const upload = await server.inject({
        method: "POST",
        url: "/admin/api/images",
        payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        headers: {
          "content-type": "application/octet-stream",
          "x-file-name": encodeURIComponent("../../evil.jpg"),
          origin,
          cookie: `${sessionCookie}=${session}`,
        },
      });
      expect(upload.statusCode).toBe(400);
      expect(
        (
          await server.inject({
            url: "/admin/..%2f..%2fpackage.json",
            headers: { cookie: `${sessionCookie}=${session}` },
          })
        ).body,
      ).not.toContain('"dependencies"');
    });

    it("shows the project's pictures, unpublished uploads included, only to people signed in, and nothing outside public/images/", async () => {
      const session = await sessionOf(editorEmail);
      mkdirSync(join(project, "public/images/uploads"), { recursive: true });
      writeFileSync(join(project, "public/images/uploads/not-yet-published.png"), "a picture's bytes");
      const picture = "/admin/images/uploads/not-yet-published.png";
      expect((await server.inject({ url: picture })).statusCode).toBe(401);
      const shown = await server.inject({ url: picture, headers: { cookie: `${sessionCookie}=${session}` } });
      expect({ status: shown.statusCode, body: shown.body, cache: shown.headers["cache-control"] }).toEqual({
        status: 200,
        body: "a picture's bytes",
        cache: "no-store",
      });
      for (const url of [
        "/admin/images/../../package.json",
        "/admin/images/..%2f..%2fpackage.json",
        "/admin/images/%2e%2e/%2e%2e/package.json",
        "/admin/images/uploads/%00.png",
        "/admin/images/",
      ]) {
        const refused = await server.inject({ url, headers: { cookie: `${sessionCookie}=${session}` } });
        expect(refused.body, url).not.toContain('"dependencies"');
        expect(refused.statusCode, url).not.toBe(200);
      }
    });
  });

  describe("what the admin sends", () => {
    it("is never cached, never indexed, and framed only by itself", async () => {
      const session = await sessionOf(editorEmail);
      for (const url of ["/admin/login", "/admin/", "/admin/api/me"]) {
        const response = await server.inject({ url, headers: { cookie: `${sessionCookie}=${session}` } });
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
        expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
      }
    });

    it("writes no password, session id or link token to the logs", async () => {
      const accounts = new Accounts(db, now, quickPasswords);
      const { token } = await accounts.add("logged@nerivo.ng", "editor");
      await server.inject({ url: `/admin/welcome?token=${token}` });
      const chosen = await server.inject({
        method: "POST",
        url: "/admin/welcome",
        payload: form({ token, password, repeat: password }),
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
      });
      const session = sessionFrom(chosen)!;
      await signIn("logged@nerivo.ng", "a wrong password typed here");
      await server.inject({ url: "/admin/api/me", headers: { cookie: `${sessionCookie}=${session}` } });
      const logged = logLines.join("");
      expect(logged.length).toBeGreaterThan(0);
      for (const secret of [password, "a wrong password typed here", session, token])
        expect(logged).not.toContain(secret);
    });
  });
});
