/**
 * /admin's editor bounded per person, through the site's real server (createSiteServer) on a copy of the project, on
 * every database: no save touches a picture, a check that fails leaves the shared checker as it was for everyone, an
 * account's drafts and uploads have bounds told in words, and uploads that nothing uses are swept after a week while
 * those the site, a draft or nobody yet (a recent one) uses stay.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionCookie } from "../../../src/server/admin/admin-routes.ts";
import type { Sql } from "../../../src/server/store/database.ts";
import {
  maxUploadsAtOnce,
  maxWaitingUploadBytes,
  unusedUploadDays,
} from "../../../src/server/admin/uploads/upload-limits.ts";
import { sweepUploads } from "../../../src/server/admin/uploads/upload-sweep.ts";
import { createSiteDataWorkspace, type SiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { maxDraftsBytes } from "../../../src/server/editing/draft-bounds.ts";
import { versionOf } from "../../../src/server/editing/editor-api.ts";
import { refusalWords } from "../../../src/core/words/refusal-words.ts";
import { createSiteServer } from "../../../src/server/create-server.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import { accountsWithPassword, adminProject } from "./admin-project.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const origin = "http://localhost:80";
const password = "a long phrase of plain words";
const editorEmail = "ada@nerivo.ng";
const adminEmail = "tunde@nerivo.ng";
const day = 24 * 3_600_000;

describe.each(testDatabases)("the editor's bounds on /admin ($name)", ({ fresh }) => {
  let temporary: string;
  let project: string;
  let database: TestDatabase | undefined;
  let db: Sql;
  let server: FastifyInstance;
  let workspace: SiteDataWorkspace;
  let clock = Date.parse("2026-11-25T09:00:00Z");
  const now = () => clock;
  const sessions: Record<string, string> = {};

  beforeAll(async () => {
    const made = adminProject("editor-bounds-");
    ({ temporary, project } = made);
    const { appDir, dist } = made;
    database = await fresh();
    db = database.db;
    await accountsWithPassword(db, now, password, [
      [editorEmail, "editor"],
      [adminEmail, "admin"],
    ]);
    const live = new LiveSite(dist);
    workspace = createSiteDataWorkspace(project);
    server = await createSiteServer({
      distDir: dist,
      live,
      logger: false,
      admin: { db, root: project, live, workspace, appDir, now },
    });
    await signInAll();
  });

  /** Sessions for both accounts, again after the clock moved past their 8 hours. */
  async function signInAll() {
    for (const email of [editorEmail, adminEmail]) {
      const signedIn = await server.inject({
        method: "POST",
        url: "/admin/login",
        payload: new URLSearchParams({ email, password }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
      });
      const header = ([] as string[])
        .concat(signedIn.headers["set-cookie"] ?? [])
        .find((line) => line.startsWith(sessionCookie));
      sessions[email] = header!.split(";")[0].slice(sessionCookie.length + 1);
    }
  }

  afterAll(async () => {
    await server?.close();
    await database?.remove();
    rmSync(temporary, { recursive: true, force: true });
  });

  const api = (email: string, url: string, body: unknown) =>
    server.inject({
      method: "POST",
      url,
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json", origin, cookie: `${sessionCookie}=${sessions[email]}` },
    });
  const upload = (email: string, name: string, payload: Buffer | PassThrough) =>
    server.inject({
      method: "POST",
      url: "/admin/api/images",
      payload,
      headers: {
        "content-type": "application/octet-stream",
        "x-file-name": encodeURIComponent(name),
        origin,
        cookie: `${sessionCookie}=${sessions[email]}`,
      },
    });
  const png = (shade: number) =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: { r: shade, g: 80, b: 120 } } })
      .png()
      .toBuffer();
  const read = (file: string) => readFileSync(join(project, file), "utf8");

  it("refuses a save that removes or rewrites a picture the site uses, even by an admin, and its bytes stay", async () => {
    const picture = "public/images/og/nerivo-share.png";
    const bytes = readFileSync(join(project, picture));
    for (const text of [null, "garbage"]) {
      const saved = await api(adminEmail, "/admin/api/save", {
        files: [{ file: picture, text, base: versionOf(bytes.toString("utf8")) }],
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json().error).toBe(refusalWords.notAPicturePlace);
    }
    expect(readFileSync(join(project, picture)).equals(bytes)).toBe(true);
  });

  it("leaves the shared checker as it was after a phantom page and Markdown nested 20,000 deep: a schedule afterwards is not refused", async () => {
    const about = read("site-data/pages/about.json");
    const phantom = { ...JSON.parse(about), id: "phantom", path: "/phantom" };
    expect(
      (
        await api(editorEmail, "/admin/api/check", {
          changes: { "site-data/pages/phantom.json": JSON.stringify(phantom) },
        })
      ).statusCode,
    ).toBe(200);
    const postFile = "site-data/collections/posts/agile-delivery-distributed-teams.json";
    const deep = JSON.stringify({ ...JSON.parse(read(postFile)), body: ">".repeat(20_000) });
    const checked = await api(editorEmail, "/admin/api/check", { changes: { [postFile]: deep } });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().diagnostics).toContainEqual(
      expect.objectContaining({ file: postFile, pointer: "/body", code: "markdown-too-deep" }),
    );
    // Anyone's next change is checked against the site as it is (the phantom page and the deep post are not in it).
    const scheduled = await api(adminEmail, "/admin/api/schedule", {
      files: [
        {
          file: "site-data/pages/about.json",
          text: about.replace('"title": "', '"title": "Our '),
          base: versionOf(about),
        },
      ],
      publishAt: clock + day,
    });
    expect(scheduled.statusCode).toBe(200);
    const cancelled = await api(adminEmail, `/admin/api/schedule/${scheduled.json().id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
  });

  it("refuses an account's drafts past 20 MB in words, and keeps them as they were", async () => {
    const large = (n: number) => ({
      file: `site-data/collections/faqs/large-${n}.json`,
      text: "x".repeat(4.5 * 1024 * 1024),
      base: null,
      changedAt: 1,
    });
    for (const n of [1, 2, 3, 4])
      expect((await api(editorEmail, "/admin/api/drafts", { write: [large(n)], remove: [] })).statusCode).toBe(200);
    const refused = await api(editorEmail, "/admin/api/drafts", { write: [large(5)], remove: [] });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toBe(refusalWords.draftsTooLarge(maxDraftsBytes));
    const listed = await server.inject({
      url: "/admin/api/drafts",
      headers: { cookie: `${sessionCookie}=${sessions[editorEmail]}` },
    });
    expect(listed.json().drafts.map((draft: { file: string }) => draft.file)).toEqual(
      [1, 2, 3, 4].map((n) => large(n).file),
    );
    // Another account's drafts are bounded on their own.
    expect((await api(adminEmail, "/admin/api/drafts", { write: [large(5)], remove: [] })).statusCode).toBe(200);
    const gone = [1, 2, 3, 4].map((n) => large(n).file);
    expect((await api(editorEmail, "/admin/api/drafts", { write: [], remove: gone })).statusCode).toBe(200);
    expect((await api(adminEmail, "/admin/api/drafts", { write: [], remove: [large(5).file] })).statusCode).toBe(200);
  });

  it("records each upload, and refuses one beyond what an account may have waiting, or too many at once, in words", async () => {
    const stored = await upload(editorEmail, "Team photo.png", await png(10));
    expect(stored.statusCode).toBe(200);
    expect(stored.json().src).toBe("/images/uploads/team-photo.png");
    const row = await db.get<{ account_id: number; bytes: number }>(
      "SELECT account_id, bytes FROM uploads WHERE file = ?",
      ["public/images/uploads/team-photo.png"],
    );
    expect(Number(row?.bytes)).toBe(readFileSync(join(project, "public/images/uploads/team-photo.png")).length);

    // Waiting: as if this account had sent 200 MB of pictures no published page uses yet.
    await db.run("UPDATE uploads SET bytes = ? WHERE file = ?", [
      maxWaitingUploadBytes,
      "public/images/uploads/team-photo.png",
    ]);
    const over = await upload(editorEmail, "another.png", await png(20));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe(refusalWords.uploadQuota(maxWaitingUploadBytes, unusedUploadDays));
    expect(existsSync(join(project, "public/images/uploads/another.png"))).toBe(false);
    // Another account is not held back by it.
    expect((await upload(adminEmail, "another.png", await png(20))).statusCode).toBe(200);
    await db.run("UPDATE uploads SET bytes = 1000 WHERE file = ?", ["public/images/uploads/team-photo.png"]);

    // At once: three uploads still being sent hold the account's places; a fourth is refused until they end.
    const sending = Array.from({ length: maxUploadsAtOnce }, () => new PassThrough());
    const answers = sending.map((stream, n) => upload(editorEmail, `slow-${n}.png`, stream));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = await upload(editorEmail, "fourth.png", await png(30));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe(refusalWords.uploadsAtOnce(maxUploadsAtOnce));
    const picture = await png(40);
    for (const stream of sending) stream.end(picture);
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await upload(editorEmail, "fourth.png", await png(30))).statusCode).toBe(200);
  });

  it("sweeps uploads nothing has used for a week, and keeps those the site or a draft uses, recent ones and the project's own pictures", async () => {
    const names = ["unused-old", "published", "in-a-draft", "recent"];
    for (const [n, name] of names.entries()) {
      if (name === "recent") {
        clock += 6 * day;
        await signInAll();
      }
      expect((await upload(editorEmail, `${name}.png`, await png(50 + n))).statusCode).toBe(200);
    }
    const file = (name: string) => `public/images/uploads/${name}.png`;
    // Published: a page on disk shows it (as a publish leaves it).
    const page = "site-data/pages/about.json";
    writeFileSync(join(project, page), read(page).replace("/images/hero/about.svg", "/images/uploads/published.png"));
    workspace.fileChanged(join(project, page));
    // In a draft: the admin's, not the uploader's.
    const draft = {
      file: "site-data/collections/posts/draft-with-picture.json",
      text: JSON.stringify({ image: { src: "/images/uploads/in-a-draft.png" } }),
      base: null,
      changedAt: clock,
    };
    expect((await api(adminEmail, "/admin/api/drafts", { write: [draft], remove: [] })).statusCode).toBe(200);
    // A picture of the project's own that someone recorded as an upload is never removed by the sweep.
    await db.run("INSERT INTO uploads (file, account_id, bytes, uploaded_at) VALUES (?, NULL, 1, 0)", [
      "public/images/authors/aminu-bello.svg",
    ]);

    clock += (unusedUploadDays + 1) * day - 6 * day;
    const removed = await sweepUploads({
      db,
      root: project,
      publishedTexts: () => workspace.files().map(({ text }) => text),
      now,
    });
    expect(removed).toContain(file("unused-old"));
    expect(removed).not.toContain(file("published"));
    expect(existsSync(join(project, file("unused-old")))).toBe(false);
    for (const kept of ["published", "in-a-draft", "recent"])
      expect(existsSync(join(project, file(kept))), kept).toBe(true);
    expect(existsSync(join(project, "public/images/authors/aminu-bello.svg"))).toBe(true);
    expect(await db.get("SELECT file FROM uploads WHERE file = ?", [file("unused-old")])).toBeUndefined();

    // A week after the draft is discarded, its picture goes too; the published one stays.
    await signInAll();
    expect((await api(adminEmail, "/admin/api/drafts", { write: [], remove: [draft.file] })).statusCode).toBe(200);
    clock += (unusedUploadDays + 1) * day;
    const later = await sweepUploads({
      db,
      root: project,
      publishedTexts: () => workspace.files().map(({ text }) => text),
      now,
    });
    expect(later).toContain(file("in-a-draft"));
    expect(later).toContain(file("recent"));
    expect(existsSync(join(project, file("published")))).toBe(true);
  });
});
