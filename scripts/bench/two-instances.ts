import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startServing } from "./submissions.ts";
import { localMailServer } from "./local-mail-server.ts";
import { mustRun, sleep } from "./util.ts";

export interface TwoInstancesReport {
  /** Why it was not measured (no PostgreSQL named), or null. */
  skipped: string | null;
  sent: number;
  /** Answered 200 with a submission id. */
  acknowledged: number;
  /** Each instance's share of the posts. */
  perInstance: number[];
  /** Rows in the database; acknowledged submissions found in it once; submissions stored more than once. */
  stored: number;
  storedAcknowledged: number;
  duplicates: number;
  /** Files of the stored submissions found in the shared folder. */
  filesFound: number;
  /** E-mails the local mail server received, and submissions e-mailed more than once. */
  mails: number;
  mailedTwice: number;
  /** All posts sent at once → the last answer. */
  allAnsweredMs: number;
}

const count = 300;

/** The same database as a new schema of the one named, so that the bench never touches anything else in it. */
const inSchema = (url: string, schema: string) => {
  const parsed = new URL(url);
  parsed.searchParams.set("options", `-c search_path=${schema}`);
  return parsed.toString();
};

/**
 * Two instances of `npm run serve`'s program behind no balancer but a client that alternates: one PostgreSQL database
 * (DATABASE_URL) and one folder of files (FORM_FILES_DIR) shared, e-mail to a local mail server. 300 submissions
 * posted at once, half to each (every tenth with a CV); then every acknowledged one must be stored once, with its
 * file, and e-mailed once.
 */
export async function measureTwoInstances(root: string, log: (line: string) => void): Promise<TwoInstancesReport> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const report: TwoInstancesReport = {
    skipped: null,
    sent: count,
    acknowledged: 0,
    perInstance: [0, 0],
    stored: 0,
    storedAcknowledged: 0,
    duplicates: 0,
    filesFound: 0,
    mails: 0,
    mailedTwice: 0,
    allAnsweredMs: 0,
  };
  if (!url) {
    report.skipped =
      "not measured: no PostgreSQL named (set BENCH_DATABASE_URL or TEST_DATABASE_URL; scripts/start-test-postgres.sh starts one and prints it)";
    log(`  ${report.skipped}`);
    return report;
  }
  await mustRun("npm", ["run", "build"], root);
  const schema = `bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const shared = mkdtempSync(join(tmpdir(), "bench-shared-files-"));
  const own = [mkdtempSync(join(tmpdir(), "bench-instance-a-")), mkdtempSync(join(tmpdir(), "bench-instance-b-"))];
  const mailed = new Map<string, number>();
  const smtp = await localMailServer(2725, (text) => {
    const token = /two-instances-\d+/.exec(text)?.[0];
    if (token) mailed.set(token, (mailed.get(token) ?? 0) + 1);
  });
  const env = {
    DATABASE_URL: inSchema(url, schema),
    FORM_FILES_DIR: shared,
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: smtp.url,
    FORM_NOTIFY_TO: "bench@nerivo.ng",
  };
  const servers: Awaited<ReturnType<typeof startServing>>[] = [];
  try {
    // One after the other: the second finds the tables made.
    for (const dataDir of own) servers.push(await startServing(root, dataDir, env));
    const cv = new Blob([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(40_000, 0x20)])], {
      type: "application/pdf",
    });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const token = `two-instances-${n}`;
        const server = servers[n % 2];
        // Every tenth carries a CV, as many to each instance (each takes 20 uploads at once).
        const withFile = n % 20 === 0 || n % 20 === 11;
        const body = new FormData();
        if (withFile) {
          for (const [name, value] of Object.entries({
            job: "backend-engineer",
            firstName: "Applicant",
            lastName: String(n),
            email: `applicant${n}@example.com`,
            phone: "+234 803 000 0000",
            address: "Lekki, Lagos",
            experience: "3-5",
            additionalInfo: token,
          }))
            body.append(name, value);
          body.append("resume", cv, `cv-${n}.pdf`);
        } else {
          for (const [name, value] of Object.entries({
            name: `Visitor ${n}`,
            email: `visitor${n}@example.com`,
            subject: token,
            message: "Posted with 299 others at once, to two instances.",
          }))
            body.append(name, value);
        }
        // Behind a load balancer (TRUST_PROXY), each visitor from an address of their own.
        const visitor = `10.1.${n >> 8}.${n & 255}`;
        const answer = await fetch(`${server.origin}/f/${withFile ? "job-application" : "contact"}`, {
          method: "POST",
          headers: { Accept: "application/json", "X-Forwarded-For": visitor },
          body,
        });
        if (!answer.ok) log(`  ${token}: HTTP ${answer.status} ${await answer.text()}`);
        return { instance: n % 2, token, ok: answer.ok };
      }),
    );
    report.allAnsweredMs = performance.now() - started;
    const acknowledged = answers.filter((answer) => answer.ok);
    report.acknowledged = acknowledged.length;
    for (const answer of acknowledged) report.perInstance[answer.instance]++;

    const { rows } = await admin.query<{ fields: string; files: string }>(
      `SELECT fields, files FROM ${schema}.submissions`,
    );
    report.stored = rows.length;
    // Each submission by the token it carries (its subject, or the application's additional information).
    const tokens = new Map<string, number>();
    for (const row of rows) {
      const token = /two-instances-\d+/.exec(row.fields)?.[0] ?? "";
      tokens.set(token, (tokens.get(token) ?? 0) + 1);
    }
    report.duplicates = [...tokens.values()].filter((times) => times > 1).length;
    report.storedAcknowledged = acknowledged.filter((answer) => tokens.get(answer.token) === 1).length;
    for (const row of rows)
      for (const file of Object.values(JSON.parse(row.files) as Record<string, { storedAs: string }>))
        if (existsSync(join(shared, file.storedAs))) report.filesFound++;

    // Every e-mail, sent by whichever instance took it from the queue.
    const waited = performance.now();
    while (mailed.size < report.acknowledged && performance.now() - waited < 120_000) await sleep(100);
    await sleep(2000);
    report.mails = [...mailed.values()].reduce((total, times) => total + times, 0);
    report.mailedTwice = [...mailed.values()].filter((times) => times > 1).length;
    log(
      `  ${report.acknowledged} of ${count} acknowledged (${report.perInstance.join(" + ")}) in ${Math.round(report.allAnsweredMs)} ms; ${report.stored} stored, ${report.storedAcknowledged} of them acknowledged, ${report.duplicates} twice; ${report.filesFound} files in the shared folder; ${report.mails} e-mails, ${report.mailedTwice} sent twice`,
    );
  } finally {
    for (const server of servers) server.stop();
    await smtp.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    await admin.end();
    for (const folder of [shared, ...own]) rmSync(folder, { recursive: true, force: true });
  }
  return report;
}
