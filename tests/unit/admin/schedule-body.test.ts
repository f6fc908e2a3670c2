/**
 * A request to schedule a publish that is larger than a publish may be: answered 413 in words, which a real client
 * still sending its body reads (the server reads on and throws away what it will not use before it answers), and a
 * body that is not JSON answered 400 in words, never taken for "say when to publish".
 */
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie } from "../../../src/server/admin/admin-routes.ts";
import { maxScheduleBytes } from "../../../src/server/admin/publish/schedule-request.ts";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { refusalWords } from "../../../src/core/words/refusal-words.ts";
import { createSiteServer } from "../../../src/server/create-server.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";
import { accountsWithPassword, adminProject } from "./admin-project.ts";
import { postInChunks } from "../post-in-chunks.ts";

const password = "a long phrase of plain words";
const email = "ada@nerivo.ng";
let made: ReturnType<typeof adminProject>;
let database: TestDatabase;
let server: FastifyInstance;
let base: string;
let session: string;

beforeAll(async () => {
  made = adminProject("schedule-body-");
  database = await testDatabases[0].fresh();
  await accountsWithPassword(database.db, Date.now, password, [[email, "editor"]]);
  const live = new LiveSite(made.dist);
  server = await createSiteServer({
    distDir: made.dist,
    live,
    admin: {
      db: database.db,
      root: made.project,
      live,
      workspace: createSiteDataWorkspace(made.project),
      appDir: made.appDir,
    },
  });
  await server.listen({ port: 0, host: "127.0.0.1" });
  base = `http://localhost:${(server.server.address() as AddressInfo).port}`;
  const signedIn = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email, password }).toString(),
  });
  session = signedIn.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${sessionCookie}=`))!
    .split(";")[0]
    .slice(sessionCookie.length + 1);
});

afterAll(async () => {
  await server?.close();
  await database?.remove();
  rmSync(made.temporary, { recursive: true, force: true });
});

/** Sends `total` bytes to /admin/api/schedule as the signed-in person's page would, and reads the answer. */
const sendSchedule = (total: number) =>
  postInChunks(`${base}/admin/api/schedule`, total, {
    "content-type": "application/json",
    origin: base,
    cookie: `${sessionCookie}=${session}`,
  });

describe("a request to schedule a publish", () => {
  it("larger than a publish may be is answered 413 in words that a client still sending reads", async () => {
    const answer = await sendSchedule(2 * maxScheduleBytes - 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: refusalWords.tooLarge(maxScheduleBytes) });
  });

  it("that is not JSON is answered 400 saying so", async () => {
    const answer = await sendSchedule(10);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: refusalWords.notJson });
  });
});
