import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyBuiltProject } from "../copy-project.ts";
import { buildAsStartDoes } from "./publish.ts";
import { addAccount, serveCopy, type ServedCopy } from "./served-copy.ts";
import { median, onInterrupt } from "./util.ts";

export interface SignInFloodRun {
  /** The real account's sign-in, sent once the flood was being answered, to its answer; null if it never came. */
  realMs: number | null;
  /** Its status: 303 is signed in. */
  realStatus: number | null;
  /** Of the flood: refused at once (429), checked and refused for a wrong password (401), anything else. */
  refused: number;
  checked: number;
  other: number;
  /** The flood sent → its last answer. */
  floodMs: number;
}

export interface SignInFloodReport {
  /** Sign-ins in each flood, all from one address with unknown e-mails. */
  flood: number;
  runs: SignInFloodRun[];
  medianRealMs: number | null;
}

const password = "a real person's own long password";
const realEmail = "real@nerivo.ng";
/** Requests bounded in time too, so that a server that stops answering ends the measurement instead of the bench. */
const requestBoundMs = 120_000;

/** One sign-in posted as the sign-in form posts it, from `address` (X-Forwarded-For, the server trusting 127.0.0.1). */
async function signIn(served: ServedCopy, email: string, secret: string, address: string): Promise<number | null> {
  try {
    const answer = await fetch(`${served.origin}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: served.origin,
        "X-Forwarded-For": address,
      },
      body: new URLSearchParams({ email, password: secret }),
      signal: AbortSignal.timeout(requestBoundMs),
    });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return null;
  }
}

/**
 * `size` sign-ins with unknown e-mails sent at once from one address (a new one each flood, so that one flood's
 * attempts do not spend the next one's allowance), and, once the first of them is answered, the real account's
 * sign-in with its right password from another address, as a browser that never signed in before: the harder case,
 * without the device cookie that puts a person's own browser ahead of the line.
 */
async function flood(served: ServedCopy, run: number, size: number): Promise<SignInFloodRun> {
  const started = performance.now();
  const answers = Array.from({ length: size }, (_, i) =>
    signIn(served, `stranger${run}-${i}@example.com`, "a guess", `198.51.100.${run}`),
  );
  await Promise.race(answers);
  const realStarted = performance.now();
  const realStatus = await signIn(served, realEmail, password, "203.0.113.20");
  const realMs = realStatus === null ? null : performance.now() - realStarted;
  const statuses = await Promise.all(answers);
  return {
    realMs,
    realStatus,
    refused: statuses.filter((status) => status === 429).length,
    checked: statuses.filter((status) => status === 401).length,
    other: statuses.filter((status) => status !== 429 && status !== 401).length,
    floodMs: performance.now() - started,
  };
}

/**
 * Sign-in during a flood: on a copy of the project served as `npm start` serves it behind a proxy on 127.0.0.1
 * (TRUST_PROXY, so that each request can name its own address), `runs` floods of `size` sign-ins, each with a real
 * account's sign-in meanwhile.
 */
export async function measureSignInFlood(
  root: string,
  log: (line: string) => void,
  { runs = 3, size = 100 } = {},
): Promise<SignInFloodReport> {
  await buildAsStartDoes(root);
  const copy = mkdtempSync(join(tmpdir(), "bench-sign-in-"));
  const forget = onInterrupt(() => rmSync(copy, { recursive: true, force: true }));
  const report: SignInFloodReport = { flood: size, runs: [], medianRealMs: null };
  try {
    copyBuiltProject(root, copy);
    const served = await serveCopy(copy, { env: { TRUST_PROXY: "127.0.0.1" } });
    try {
      await addAccount(served, realEmail, password);
      for (let run = 1; run <= runs; run++) {
        const result = await flood(served, run, size);
        report.runs.push(result);
        log(
          `  flood ${run}: the real sign-in answered ${result.realStatus ?? "nothing"} in ${result.realMs === null ? "–" : `${Math.round(result.realMs)} ms`}; of ${size}: ${result.refused} refused at once, ${result.checked} checked, ${result.other} other (all answered in ${Math.round(result.floodMs)} ms)`,
        );
      }
    } finally {
      await served.stop();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
    forget();
  }
  report.medianRealMs = median(report.runs.map((run) => (run.realStatus === 303 ? run.realMs : null)));
  return report;
}
