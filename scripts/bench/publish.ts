import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyBuiltProject } from "../copy-project.ts";
import { addAccount, editorApi, serveCopy, type ServedCopy } from "./served-copy.ts";
import { median, mustRun, sleep } from "./util.ts";

export interface PublishReport {
  file: string;
  /** From pressing Publish (the request leaving) to the public address serving the new title, per publish. */
  runsMs: number[];
  medianMs: number | null;
  /** What the server itself reported for each (validate, write, build, swap), for comparison. */
  serverMs: number[];
  /** From pressing Publish to the save's answer (the person told it is live), per publish. */
  acknowledgedMs?: number[];
  /** Publishes whose page did not serve the new title within `boundMs` (the runs stop at the first). */
  notLive?: number;
  boundMs?: number;
}

/** The post whose title each publish changes: one of the seed's, so that it is there at every size of the site. */
export const publishedPost = "site-data/collections/posts/automating-loan-origination.json";
const password = "benchmarks publish one post at a time";

/** What `npm start` builds first: the site and the admin (each builds only what changed since it last ran). */
export async function buildAsStartDoes(root: string) {
  await mustRun("npm", ["run", "build"], root);
  await mustRun("npm", ["run", "build:admin"], root);
}

/** Polls `path` every 50 ms until its page holds `mark`; false when `deadline` (performance.now()) passes first. */
export async function servedBy(origin: string, path: string, mark: string, deadline: number): Promise<boolean> {
  for (;;) {
    const page = await (await fetch(`${origin}${path}`)).text();
    if (page.includes(mark)) return true;
    if (performance.now() > deadline) return false;
    await sleep(50);
  }
}

/**
 * `runs` publishes of one post's title on a served copy, as an editor on /admin does it (the editor's save request),
 * each timed until the post's public address serves the new title. A publish not live within `boundMs` is counted,
 * not thrown: the figure is what the report is for.
 */
export async function publishTitleRuns(
  served: ServedCopy,
  log: (line: string) => void,
  { runs = 5, boundMs = 120_000, post = publishedPost, email = "bench@nerivo.ng" } = {},
): Promise<PublishReport> {
  // An admin: by default an editor's publish waits for an approval (scripts/bench/review.ts times that way to live).
  const cookie = await addAccount(served, email, password, "admin");
  const api = editorApi(served, cookie);
  const report: PublishReport = {
    file: post,
    runsMs: [],
    medianMs: null,
    serverMs: [],
    acknowledgedMs: [],
    notLive: 0,
    boundMs,
  };
  for (let run = 1; run <= runs; run++) {
    const current = (await api.workspace()).find(({ file }) => file === post)!;
    const value = JSON.parse(current.text) as { id: string; title: string };
    const title = `${value.title.replace(/ \(publish \d+\)$/, "")} (publish ${run})`;
    const text = `${JSON.stringify({ ...value, title }, null, 2)}\n`;
    const started = performance.now();
    const saved = await api.save([{ file: post, text, base: current.version }]);
    report.acknowledgedMs!.push(performance.now() - started);
    if (saved.published) report.serverMs.push(saved.published.ms);
    if (!(await servedBy(served.origin, `/blog/${value.id}`, `(publish ${run})`, started + boundMs))) {
      report.notLive! += 1;
      log(`  publish ${run}: NOT live after ${boundMs / 1000} s; no more runs`);
      break;
    }
    const ms = performance.now() - started;
    report.runsMs.push(ms);
    log(`  publish ${run}: live in ${(ms / 1000).toFixed(1)} s`);
  }
  report.medianMs = median(report.runsMs);
  return report;
}

/**
 * Publish to live, as an editor on /admin does it: on a copy of the project served as `npm start` serves it, `runs`
 * times, one post's title changed and published (the editor's save request), timed until the post's public address
 * serves the new title.
 */
export async function measurePublish(root: string, log: (line: string) => void, runs = 5): Promise<PublishReport> {
  await buildAsStartDoes(root);
  const copy = mkdtempSync(join(tmpdir(), "bench-publish-"));
  try {
    copyBuiltProject(root, copy);
    const served = await serveCopy(copy);
    try {
      return await publishTitleRuns(served, log, { runs });
    } finally {
      await served.stop();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
