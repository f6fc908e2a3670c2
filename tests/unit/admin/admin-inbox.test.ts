/**
 * The form submissions in /admin (src/server/admin/inbox-routes.ts), through the site's real server with the local form
 * service and the admin on one database: who may read them, what a reader sees, the files as downloads, the changes
 * (handled, spam, erase, erase everything from one address) and what an attacker tries.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Accounts } from "../../../src/server/admin/accounts/accounts.ts";
import { quickPasswords } from "./quick-passwords.ts";
import { sessionCookie } from "../../../src/server/admin/admin-routes.ts";
import { adminWords } from "../../../src/core/words/admin-words.ts";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import { apply, contact, file, fileBytes, FormServiceFixture, story, ticket } from "../server/form-service-fixture.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const root = resolve(import.meta.dirname, "../../..");
const origin = "http://localhost:80";
const password = "a long phrase of plain words";
const service = new FormServiceFixture();
/** The admin's built app (a page of its own is enough here), removed with the rest after the tests. */
let appDir: string;
const sessions: Record<string, string> = {};

const get = (who: string | null, url: string) =>
  service.app.inject({ method: "GET", url, headers: who ? { cookie: `${sessionCookie}=${sessions[who]}` } : {} });
const post = (who: string | null, url: string, body: unknown = {}, headers: Record<string, string> = { origin }) =>
  service.app.inject({
    method: "POST",
    url,
    payload: JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      ...headers,
      ...(who ? { cookie: `${sessionCookie}=${sessions[who]}` } : {}),
    },
  });
const inbox = async (who: string, query = "") =>
  (await get(who, `/admin/api/inbox${query}`)).json() as {
    submissions: {
      id: string;
      fields: Record<string, string>;
      files: Record<string, { originalName: string }>;
      handledAt?: string;
    }[];
    more: boolean;
  };

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), "admin-app-"));
  writeFileSync(join(appDir, "index.html"), "<!doctype html><title>Site editor</title>");
  await service.start({}, {});
  const db = service.db!;
  const live = new LiveSite(service.distDir);
  await service.start(
    {},
    {
      live,
      admin: {
        db,
        root,
        live,
        workspace: createSiteDataWorkspace(root),
        appDir,
        inbox: { dataDir: service.dataDir, forms: [contact, apply, story, ticket] },
      },
    },
  );
  const accounts = new Accounts(db, Date.now, quickPasswords);
  for (const [who, role] of [
    ["admin", "admin"],
    ["reader", "editor"],
    ["editor", "editor"],
  ] as const) {
    const { token } = await accounts.add(`${who}@nerivo.ng`, role);
    await accounts.choosePassword(token, password);
    if (who === "reader") await accounts.setReadsInbox("reader@nerivo.ng", true);
    const signedIn = await service.app.inject({
      method: "POST",
      url: "/admin/login",
      payload: new URLSearchParams({ email: `${who}@nerivo.ng`, password }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
    });
    sessions[who] = /admin_session=([^;]+)/.exec(String(signedIn.headers["set-cookie"]))![1];
  }
  await service.post("/f/contact", [
    ["name", "Ada <script>alert(1)</script>"],
    ["email", "ada@example.com"],
    ["message", "About payments"],
  ]);
  await service.post("/f/apply", [
    ["email", "ADA@example.com"],
    ["resume", file(fileBytes.pdf(3000), "Ada's CV <1>.pdf")],
  ]);
  await service.post("/f/contact", [
    ["name", "Bola"],
    ["email", "bola@example.com"],
    ["message", '=HYPERLINK("http://evil.example","x")'],
  ]);
});

afterAll(async () => {
  await service.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe("the inbox in /admin", () => {
  it("is read by admins and the editors given it; others are told who may", async () => {
    expect((await get(null, "/admin/api/inbox")).statusCode).toBe(401);
    const editor = await get("editor", "/admin/api/inbox");
    expect(editor.statusCode).toBe(403);
    expect(editor.json()).toEqual({ error: adminWords.notYourInbox });
    expect((await get("editor", `/admin/api/inbox/${service.stored()[0].id}/files/resume`)).statusCode).toBe(403);
    expect((await post("editor", "/admin/api/inbox/erase-address", { address: "ada@example.com" })).statusCode).toBe(
      403,
    );
    expect((await get("reader", "/admin/api/inbox")).statusCode).toBe(200);
    expect((await get("admin", "/admin/api/me")).json()).toMatchObject({ readsInbox: true });
    expect((await get("editor", "/admin/api/me")).json()).toMatchObject({ readsInbox: false });
  });

  it("lists newest first, one form, by words; what visitors typed is data, as they typed it", async () => {
    const all = await inbox("reader");
    expect(all.submissions.map((entry) => entry.fields.name ?? entry.fields.email)).toEqual([
      "Bola",
      "ADA@example.com",
      "Ada <script>alert(1)</script>",
    ]);
    expect((await get("reader", "/admin/api/inbox")).headers["content-type"]).toContain("application/json");
    expect((await inbox("reader", "?form=apply")).submissions).toHaveLength(1);
    expect((await inbox("reader", "?q=payments")).submissions.map((entry) => entry.fields.name)).toEqual([
      "Ada <script>alert(1)</script>",
    ]);
    expect((await inbox("reader", "?kind=spam")).submissions).toEqual([]);
  });

  it("sends a file as a download, never as a page, and only a file of that submission", async () => {
    const application = service.stored().find((entry) => entry.form === "apply")!;
    const download = await get("reader", `/admin/api/inbox/${application.id}/files/resume`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/octet-stream");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Ada's CV <1>.pdf"; filename*=UTF-8''${encodeURIComponent("Ada's CV <1>.pdf")}`,
    );
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    for (const url of [
      `/admin/api/inbox/${application.id}/files/__proto__`,
      `/admin/api/inbox/${application.id}/files/email`,
      "/admin/api/inbox/..%2F..%2Fsite.sqlite/files/resume",
      `/admin/api/inbox/${application.id}%2F..%2F..%2F/files/resume`,
    ]) {
      expect((await get("reader", url)).statusCode, url).toBe(404);
    }
  });

  it("exports a CSV with formulas kept as text", async () => {
    const csv = await get("reader", "/admin/api/inbox.csv?form=contact");
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toContain('attachment; filename="contact.csv"');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it("refuses changes from another site's page and without a session", async () => {
    const [first] = service.stored();
    expect(
      (await post("reader", `/admin/api/inbox/${first.id}/handled`, {}, { origin: "https://evil.example" })).statusCode,
    ).toBe(403);
    expect((await post("reader", `/admin/api/inbox/${first.id}/handled`, {}, {})).statusCode).toBe(403);
    expect((await post(null, `/admin/api/inbox/${first.id}/handled`)).statusCode).toBe(401);
    expect(service.stored()[0].handledAt).toBeUndefined();
  });

  it("marks handled and back, moves to spam and back, erases one with its files", async () => {
    const bola = service.stored().find((entry) => entry.fields.name === "Bola")!;
    expect((await post("reader", `/admin/api/inbox/${bola.id}/handled`, { handled: true })).json()).toEqual({
      done: true,
    });
    expect((await inbox("reader")).submissions[0].handledAt).toEqual(expect.any(String));
    await post("reader", `/admin/api/inbox/${bola.id}/handled`, { handled: false });
    expect((await inbox("reader")).submissions[0].handledAt).toBeUndefined();
    await post("reader", `/admin/api/inbox/${bola.id}/spam`, { spam: true });
    expect((await inbox("reader", "?kind=spam")).submissions.map((entry) => entry.id)).toEqual([bola.id]);
    await post("reader", `/admin/api/inbox/${bola.id}/spam`, { spam: false });
    expect((await inbox("reader")).submissions.map((entry) => entry.id)).toContain(bola.id);
    expect((await post("reader", `/admin/api/inbox/${bola.id}/erase`)).json()).toEqual({ done: true });
    expect(service.stored().map((entry) => entry.id)).not.toContain(bola.id);
    expect((await post("reader", `/admin/api/inbox/${bola.id}/erase`)).statusCode).toBe(404);
  });

  it("erases everything from one address, files too, with a line in the record that names neither the person nor the address", async () => {
    const application = service.stored().find((entry) => entry.form === "apply")!;
    expect((await post("admin", "/admin/api/inbox/erase-address", { address: "not an address" })).statusCode).toBe(400);
    const answer = await post("admin", "/admin/api/inbox/erase-address", { address: "Ada@Example.com" });
    expect(answer.json()).toEqual({ erased: 2 });
    expect(service.stored()).toEqual([]);
    expect(existsSync(join(service.dataDir, "files", application.id))).toBe(false);
    const record = await service.db!.all(
      "SELECT a.email, l.action, l.detail FROM audit_log l JOIN accounts a ON a.id = l.account_id WHERE l.action LIKE 'erased submissions%'",
    );
    expect(record).toEqual([
      { email: "admin@nerivo.ng", action: "erased submissions by e-mail address", detail: "2 submissions" },
    ]);
    expect(JSON.stringify(await service.db!.all("SELECT * FROM audit_log"))).not.toMatch(/ada@example/i);
  });

  it("says a file it cannot read is a failure (logged with its code), not that the file is gone", async () => {
    await service.post("/f/apply", [
      ["email", "chidi@example.com"],
      ["resume", file(fileBytes.pdf(3000), "cv.pdf")],
    ]);
    const application = service.stored().find((entry) => entry.fields.email === "chidi@example.com")!;
    const stored = resolve(service.dataDir, application.files.resume.storedAs);
    // Its folder made a file: stat fails with ENOTDIR, as an unreadable disk or folder would fail it.
    rmSync(dirname(stored), { recursive: true, force: true });
    writeFileSync(dirname(stored), "not a folder");
    const answer = await get("reader", `/admin/api/inbox/${application.id}/files/resume`);
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain(adminWords.fileGone);
    // Gone is still said as gone.
    rmSync(dirname(stored), { force: true });
    const gone = await get("reader", `/admin/api/inbox/${application.id}/files/resume`);
    expect([gone.statusCode, gone.json()]).toEqual([404, { error: adminWords.fileGone }]);
  });
});
