import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSiteServer } from "../../../src/server/create-server.ts";
import { rateLimitStore } from "../../../src/server/forms/rate-limit-store.ts";
import { SubmissionStore } from "../../../src/server/forms/store.ts";
import type { SiteDatabase } from "../../../src/server/store/sql.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";
import {
  apply,
  company,
  contact,
  file,
  fileBytes,
  messages,
  multipart,
  notSent,
  serviceErrors,
} from "./form-service-fixture.ts";

type Counted = { current: number; ttl: number };

/** What @fastify/rate-limit's store gives back for one request, as a promise. */
function counted(
  store: { incr: (key: string, done: (error: Error | null, result?: Counted) => void, windowMs: number) => void },
  key: string,
) {
  return new Promise<Counted>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000),
  );
}

/**
 * Several instances of the site behind a load balancer share one database (PostgreSQL, DATABASE_URL) and one folder
 * of files (FORM_FILES_DIR). Here each instance has its own connection(s) to the same database: what one stores,
 * counts or claims, the other sees.
 */
describe.each(testDatabases)("two instances of the site sharing one database ($name)", ({ fresh }) => {
  let folder: string;
  let database: TestDatabase;
  let first: SiteDatabase;
  let second: SiteDatabase;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), "shared-"));
    database = await fresh();
    first = database.db;
    second = await database.reopen();
  });

  afterEach(async () => {
    await database.remove();
    rmSync(folder, { recursive: true, force: true });
  });

  /** An instance of the site's server on the shared database, storing files in the shared folder. */
  async function instance(db: SiteDatabase, rateLimitPerMinute: number): Promise<FastifyInstance> {
    const distDir = mkdtempSync(join(folder, "dist-"));
    writeFileSync(join(distDir, "index.html"), "<!doctype html><title>Home</title>");
    return createSiteServer({
      distDir,
      forms: {
        forms: [contact, apply],
        messages,
        notSent,
        serviceErrors,
        company,
        db,
        dataDir: join(folder, "files"),
        rateLimitPerMinute,
        capacity: { minFreeBytes: 0, maxUploadsInProgress: 100, maxUploadsPerAddress: 100 },
      },
    });
  }

  async function sendApplication(app: FastifyInstance, n: number) {
    const body = await multipart([
      ["email", `applicant${n}@example.com`],
      ["resume", file(fileBytes.pdf(300 + n), `cv-${n}.pdf`, "application/pdf")],
    ]);
    return app.inject({
      method: "POST",
      url: "/f/apply",
      payload: body.payload,
      headers: { accept: "application/json", ...body.headers },
    });
  }

  it("sends each queued e-mail once: only one instance's claim on it succeeds", async () => {
    const one = new SubmissionStore(first, folder, undefined, { shared: true });
    const other = new SubmissionStore(second, folder, undefined, { shared: true });
    await one.open();
    for (let n = 0; n < 5; n++)
      await one.save(
        {
          form: "contact",
          fields: { name: `Visitor ${n}`, email: `v${n}@example.com` },
          client: { ip: "203.0.113.7" },
        },
        [],
        { mail: true },
      );
    // Both read the same due e-mails, then each tries to take every one.
    const [dueHere, dueThere] = await Promise.all([one.dueMail(Date.now(), 10), other.dueMail(Date.now(), 10)]);
    expect(dueHere).toHaveLength(5);
    const lease = Date.now() + 600_000;
    const claims = await Promise.all(
      dueHere.flatMap((mail, index) => [one.claimMail(mail, lease), other.claimMail(dueThere[index], lease)]),
    );
    expect(claims.filter(Boolean)).toHaveLength(5);
    for (let index = 0; index < 5; index++) expect(claims[2 * index]).not.toBe(claims[2 * index + 1]);
    // Taken: due for nobody until the lease ends.
    expect(await other.dueMail(Date.now(), 10)).toEqual([]);
  });

  it("counts the rate limit in the database: requests to either instance add up, each with its own number", async () => {
    const Here = rateLimitStore(first, "forms");
    const There = rateLimitStore(second, "forms");
    const here = new Here().child();
    const there = new There().child();
    const numbers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => counted(n % 2 ? there : here, "198.51.100.9")),
    );
    expect(numbers.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, n) => n + 1),
    );
    expect(numbers.every((result) => result.ttl > 0 && result.ttl <= 60_000)).toBe(true);
    expect((await counted(here, "192.0.2.1")).current).toBe(1);
  });

  it("leaves another instance's upload in progress alone when it starts, and tidies what was left more than an hour ago", async () => {
    const one = new SubmissionStore(first, folder, undefined, { shared: true });
    await one.open();
    const inProgress = join(one.folder.pending, "in-progress");
    const abandoned = join(one.folder.pending, "abandoned");
    const part = join(one.folder.temporary, "upload.part");
    for (const path of [inProgress, abandoned]) mkdirSync(path);
    writeFileSync(part, "%PDF-1.4");
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(abandoned, longAgo, longAgo);
    const report = await new SubmissionStore(second, folder, undefined, { shared: true }).open();
    expect(existsSync(inProgress)).toBe(true);
    expect(existsSync(part)).toBe(true);
    expect(existsSync(abandoned)).toBe(false);
    expect(report.removedOrphanFolders).toBe(1);
  });

  it("stores each of many applications sent to both instances at once exactly once, with its file in the shared folder", async () => {
    const [one, other] = [await instance(first, 1000), await instance(second, 1000)];
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => sendApplication(n % 2 ? other : one, n)));
      expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
      const store = new SubmissionStore(first, join(folder, "files"));
      const stored = await store.list();
      expect(stored).toHaveLength(60);
      expect(new Set(stored.map((entry) => entry.fields.email)).size).toBe(60);
      for (const entry of stored) expect(existsSync(join(store.folder.root, entry.files.resume.storedAs))).toBe(true);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });

  it("counts one address's submissions across both instances: the limit is for the address, not per instance", async () => {
    const [one, other] = [await instance(first, 4), await instance(second, 4)];
    try {
      const statuses: number[] = [];
      // The same address, alternately to each instance: four pass, the fifth and sixth are refused wherever they go.
      for (let n = 0; n < 6; n++) {
        const body = await multipart([
          ["name", "Ada"],
          ["email", "ada@example.com"],
          ["message", `Message ${n}`],
        ]);
        const answer = await (n % 2 ? other : one).inject({
          method: "POST",
          url: "/f/contact",
          payload: body.payload,
          headers: { accept: "application/json", ...body.headers },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
