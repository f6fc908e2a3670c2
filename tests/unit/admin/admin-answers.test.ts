/**
 * What every answer of /admin carries (the site's security headers under the admin's own policy, HSTS over HTTPS),
 * the editor's API answers written on the raw response included; and where a write must come from: PUBLIC_URL's
 * origin when it is set, else the origin the request names. Through the site's real server (createSiteServer).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Accounts } from "../../../src/server/admin/accounts/accounts.ts";
import { Sessions } from "../../../src/server/admin/accounts/sessions.ts";
import { adminHeaders, sessionCookie } from "../../../src/server/admin/admin-routes.ts";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { createSiteServer } from "../../../src/server/create-server.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import { securityHeaders, strictTransportSecurity } from "../../../src/core/serving/security-headers.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";

const root = join(import.meta.dirname, "../../..");
const sqlite = testDatabases.find(({ name }) => name === "SQLite")!;
let temporary: string;
let database: TestDatabase;
let session: string;

/** A site server with /admin on a copy of the project's site data; `publicOrigin` as PUBLIC_URL would give it. */
async function adminServer(publicOrigin?: string): Promise<FastifyInstance> {
  const project = join(temporary, "project");
  const dist = join(temporary, "dist");
  const live = new LiveSite(dist);
  return createSiteServer({
    distDir: dist,
    live,
    trustProxy: "127.0.0.1",
    admin: {
      db: database.db,
      root: project,
      live,
      workspace: createSiteDataWorkspace(project),
      appDir: join(temporary, "admin-app"),
      publicOrigin,
    },
  });
}

beforeAll(async () => {
  temporary = mkdtempSync(join(tmpdir(), "admin-answers-"));
  const project = join(temporary, "project");
  mkdirSync(project);
  for (const folder of ["site-data", "schemas", "public"])
    cpSync(join(root, folder), join(project, folder), { recursive: true });
  mkdirSync(join(temporary, "admin-app"));
  writeFileSync(join(temporary, "admin-app", "index.html"), "<!doctype html><title>Site editor</title>");
  mkdirSync(join(temporary, "dist"));
  writeFileSync(join(temporary, "dist", "index.html"), "<!doctype html><title>Home</title>");
  database = await sqlite.fresh();
  const { account } = await new Accounts(database.db).add("ada@nerivo.ng", "editor");
  session = await new Sessions(database.db).start(account.id);
}, 60_000);

afterAll(async () => {
  await database?.remove();
  rmSync(temporary, { recursive: true, force: true });
});

/** A request to send: GET unless said. */
type Asked = { method?: string; url: string; headers?: Record<string, string>; payload?: string };

describe("every answer of /admin", () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await adminServer();
  }, 60_000);
  afterAll(() => server?.close());

  const signedIn = () => ({ cookie: `${sessionCookie}=${session}` });
  /** Pages, the API (answered by Fastify, or by the editor's API on the raw response), refusals and errors. */
  const answers = (extra: Record<string, string> = {}) =>
    Promise.all(
      (<Asked[]>[
        { url: "/admin/login" },
        { url: "/admin/", headers: signedIn() },
        { url: "/admin/pages/home", headers: signedIn() },
        { url: "/admin/" },
        { url: "/admin/api/me", headers: signedIn() },
        { url: "/admin/api/me" },
        { url: "/admin/api/workspace", headers: signedIn() },
        { url: "/admin/api/no-such-thing", headers: signedIn() },
        { url: "/admin/images/none.png" },
        { method: "POST", url: "/admin/api/save", headers: { ...signedIn(), origin: "https://evil.example" } },
        { method: "POST", url: "/admin/api/save", headers: { origin: "http://localhost:80" } },
        {
          method: "POST",
          url: "/admin/logout",
          payload: `a=${"x".repeat(20_000)}`,
          headers: { origin: "http://localhost:80", "content-type": "application/x-www-form-urlencoded" },
        },
      ]).map(async ({ method = "GET", url, headers = {}, payload }) => {
        const response = await server.inject({
          method: method as "GET",
          url,
          payload,
          headers: { ...headers, ...extra },
        });
        return { what: `${method} ${url} ${headers.cookie ? "signed in" : ""} (${response.statusCode})`, response };
      }),
    );

  it("carries the site's security headers, under the admin's own policy, frame rule and referrer policy", async () => {
    const hijacked = (await answers()).filter(({ what }) => what.includes("/admin/api/workspace"));
    expect(hijacked[0].response.statusCode).toBe(200);
    for (const { what, response } of await answers()) {
      for (const name of ["X-Content-Type-Options", "Permissions-Policy", "Cross-Origin-Opener-Policy"])
        expect(response.headers[name.toLowerCase()], `${what}: ${name}`).toBe(securityHeaders[name]);
      expect(response.headers["content-security-policy"], what).toBe(adminHeaders["Content-Security-Policy"]);
      expect(response.headers["content-security-policy"], what).toContain("frame-ancestors 'self'");
      expect(response.headers["x-frame-options"], what).toBe("SAMEORIGIN");
      expect(response.headers["referrer-policy"], what).toBe("same-origin");
      expect(response.headers["cache-control"], what).toBe("no-store");
      expect(response.headers["strict-transport-security"], what).toBeUndefined();
    }
  });

  it("carries Strict-Transport-Security when the request came over HTTPS", async () => {
    for (const { what, response } of await answers({ "x-forwarded-proto": "https" }))
      expect(response.headers["strict-transport-security"], what).toBe(strictTransportSecurity);
  });
});

describe("where a write must come from", () => {
  /** A write without a session: past the Origin check it is refused for the session (401), before it with 403. */
  const write = (server: FastifyInstance, headers: Record<string, string>) =>
    server.inject({
      method: "POST",
      url: "/admin/api/save",
      payload: "{}",
      headers: { "content-type": "application/json", ...headers },
    });

  it("with PUBLIC_URL, its origin only, whatever the Host or X-Forwarded-Host says", async () => {
    const server = await adminServer("https://www.nerivo.ng");
    try {
      expect((await write(server, { origin: "https://www.nerivo.ng" })).statusCode).toBe(401);
      for (const headers of <Record<string, string>[]>[
        // The origin the request names, which without PUBLIC_URL would pass.
        { origin: "http://localhost:80" },
        // A client that writes its own X-Forwarded-Host and Proto (through a proxy that passes them on).
        { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
        { origin: "http://www.nerivo.ng" },
        { origin: "https://www.nerivo.ng.evil.example" },
        {},
      ]) {
        const response = await write(server, headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
      }
    } finally {
      await server.close();
    }
  });

  it("without PUBLIC_URL, the origin the request names, as before", async () => {
    const server = await adminServer();
    try {
      expect((await write(server, { origin: "http://localhost:80" })).statusCode).toBe(401);
      expect(
        (
          await write(server, {
            origin: "https://www.nerivo.ng",
            "x-forwarded-host": "www.nerivo.ng",
            "x-forwarded-proto": "https",
          })
        ).statusCode,
      ).toBe(401);
      expect((await write(server, { origin: "https://evil.example" })).statusCode).toBe(403);
      expect((await write(server, {})).statusCode).toBe(403);
    } finally {
      await server.close();
    }
  });
});
