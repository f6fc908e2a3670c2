import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseFile, openSqliteDatabase } from "../../src/server/store/database.ts";
import { SubmissionStore } from "../../src/server/forms/store.ts";
import type { SubmissionsReport } from "./submissions-report.ts";
import { localMailServer } from "./local-mail-server.ts";
import { freePort, killGroup, median, mustRun, sleep, spawnGroup } from "./util.ts";

const forms = ["contact", "apply", "ticket", "newsletter"];
const words = ["loan", "payments", "banking", "agency", "USSD", "card", "wallet", "support", "invoice", "audit"];

/** Fills a database with `count` submissions over the last year (one in a hundred spam), as fast as SQLite writes. */
function seed(file: string, count: number, eraseAddress: string) {
  const { db } = openSqliteDatabase(file);
  db.pragma("synchronous = OFF");
  const submission = db.prepare(
    "INSERT INTO submissions (id, received_at, form, spam, fields, files, client, ip, bytes) VALUES (?, ?, ?, ?, ?, '{}', ?, ?, ?)",
  );
  const address = db.prepare("INSERT INTO submission_addresses (address, submission_id) VALUES (?, ?)");
  const year = 365 * 24 * 60 * 60 * 1000;
  const start = Date.now() - year;
  const batch = db.transaction((from: number, to: number) => {
    for (let index = from; index < to; index++) {
      const id = randomUUID();
      // Every 50,000th is from the address the erasure asks for: 20 in all at a million.
      const email = index % 50_000 === 7 ? eraseAddress : `visitor${index}@example.com`;
      const fields = JSON.stringify({
        name: `Visitor ${index}`,
        email,
        subject: `About ${words[index % words.length]}`,
        message: `Hello, I would like to know more about your ${words[(index * 7) % words.length]} product. Please call me back.`,
      });
      const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      submission.run(
        id,
        start + Math.floor((index / count) * year),
        forms[index % forms.length],
        index % 100 === 99 ? 1 : 0,
        fields,
        JSON.stringify({ ip }),
        ip,
        fields.length + 40,
      );
      address.run(email, id);
    }
  });
  for (let from = 0; from < count; from += 20_000) batch(from, Math.min(count, from + 20_000));
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
}

/** Starts `npm run serve`'s program on DATA_DIR and times it to its first answer; returns it with its process id. */
export async function startServing(root: string, dataDir: string, env: NodeJS.ProcessEnv) {
  const port = await freePort(4480);
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const { child, output } = spawnGroup(process.execPath, ["--import", "tsx", "src/server/start.ts"], root, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    FORM_RATE_LIMIT_PER_MINUTE: "100000",
    ...env,
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped:\n${output().slice(-3000)}`);
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      await sleep(20);
    }
    if (performance.now() - started > 120_000)
      throw new Error(`The server did not answer within 120 s:\n${output().slice(-3000)}`);
  }
  const ms = performance.now() - started;
  const rss = () =>
    Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  return { origin, ms, rss, stop: () => killGroup(child) };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/**
 * The form service with a million stored submissions: the start of `npm run serve` on that database (and on an empty
 * one), its memory at rest, each e-mail (a submission posted to its e-mail reaching a local mail server), the inbox's
 * first pages and a search, and an erasure of everything from one address.
 */
export async function measureSubmissions(
  root: string,
  log: (line: string) => void,
  count = 1_000_000,
): Promise<SubmissionsReport> {
  await mustRun("npm", ["run", "build"], root);
  await mustRun("npm", ["run", "build:admin"], root);
  const folder = mkdtempSync(join(tmpdir(), "bench-submissions-"));
  const empty = mkdtempSync(join(tmpdir(), "bench-submissions-empty-"));
  const eraseAddress = "erase.me@example.com";
  const report: SubmissionsReport = {
    stored: count,
    seedMs: 0,
    startEmptyMs: null,
    startMs: null,
    restBytes: null,
    mailMs: [],
    medianMailMs: null,
    firstPageMs: null,
    formPageMs: null,
    searchMs: null,
    commonSearchMs: null,
    eraseByAddressMs: null,
    erased: 0,
  };
  const received = new Map<string, number>();
  const smtp = await localMailServer(2625, (text) => {
    const token = /bench-mail-\d+/.exec(text)?.[0];
    if (token) received.set(token, performance.now());
  });
  try {
    const seeding = await timed(async () => seed(databaseFile("/", { DATA_DIR: folder }), count, eraseAddress));
    report.seedMs = seeding.ms;
    log(`  ${count.toLocaleString("en")} submissions written in ${(seeding.ms / 1000).toFixed(1)} s`);

    const emptyServer = await startServing(root, empty, {});
    report.startEmptyMs = emptyServer.ms;
    emptyServer.stop();
    const server = await startServing(root, folder, { SMTP_URL: smtp.url, FORM_NOTIFY_TO: "bench@nerivo.ng" });
    report.startMs = server.ms;
    log(
      `  start: ${Math.round(server.ms)} ms with ${count.toLocaleString("en")} stored (${Math.round(emptyServer.ms)} ms empty)`,
    );
    try {
      for (let run = 0; run < 20; run++) {
        const token = `bench-mail-${run}`;
        const posted = performance.now();
        const answer = await fetch(`${server.origin}/f/contact`, {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            name: `Bench ${run}`,
            email: "bench.visitor@example.com",
            subject: token,
            message: "Timing the e-mail of one submission.",
          }),
        });
        if (!answer.ok) throw new Error(`POST /f/contact: HTTP ${answer.status} ${await answer.text()}`);
        while (!received.has(token)) {
          if (performance.now() - posted > 30_000) throw new Error(`The e-mail of ${token} did not arrive within 30 s`);
          await sleep(5);
        }
        report.mailMs.push(received.get(token)! - posted);
      }
      report.medianMailMs = median(report.mailMs);
      await sleep(1000);
      report.restBytes = server.rss();
      log(
        `  e-mail: median ${Math.round(report.medianMailMs!)} ms from the post; memory at rest ${Math.round(report.restBytes / 1024 / 1024)} MB`,
      );

      // The inbox's reads and the erasure, on the same database while the server runs (as /admin and npm run inbox do).
      const db = openSqliteDatabase(databaseFile("/", { DATA_DIR: folder }));
      const store = new SubmissionStore(db, join(folder, "forms"));
      const medianOf = async (run: () => Promise<unknown>) => {
        const times: number[] = [];
        for (let index = 0; index < 5; index++) times.push((await timed(run)).ms);
        return median(times);
      };
      report.firstPageMs = await medianOf(() => store.page({ limit: 50 }));
      report.formPageMs = await medianOf(() => store.page({ form: "apply", limit: 50 }));
      report.searchMs = await medianOf(() => store.page({ search: "500000", limit: 50 }));
      report.commonSearchMs = await medianOf(() => store.page({ search: "visitor", limit: 50 }));
      const erasing = await timed(() => store.removeByAddress(eraseAddress));
      report.eraseByAddressMs = erasing.ms;
      report.erased = erasing.value.length;
      await db.close();
      log(
        `  inbox: first page ${report.firstPageMs!.toFixed(1)} ms, one form ${report.formPageMs!.toFixed(1)} ms, a search ${report.searchMs!.toFixed(1)} ms (a word in every one: ${Math.round(report.commonSearchMs!)} ms); erased ${report.erased} from one address in ${report.eraseByAddressMs.toFixed(1)} ms`,
      );
    } finally {
      server.stop();
    }
  } finally {
    await smtp.close();
    rmSync(folder, { recursive: true, force: true });
    rmSync(empty, { recursive: true, force: true });
  }
  return report;
}
