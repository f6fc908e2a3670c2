import { addAccount, editorApi, type ServedCopy } from "./served-copy.ts";
import { servedBy } from "./publish.ts";
import { median } from "./util.ts";

export interface ManyFilesPublishReport {
  /** Files in each save. */
  files: number;
  /** From pressing Publish to the save's answer, per publish. */
  acknowledgedMs: number[];
  medianAcknowledgedMs: number | null;
  /** From pressing Publish to the last of the posts' public addresses serving its new title, per publish. */
  liveMs: number[];
  medianLiveMs: number | null;
  /** The server's own figure (build, commit, swap), per publish. */
  serverMs: number[];
  /** Publishes some page of which did not serve its new title within `boundMs` (the runs stop at the first). */
  notLive: number;
  boundMs: number;
}

const password = "benchmarks publish forty posts at once";

/**
 * `count` posts spread over the whole blog (every so many in file order): a batch edit touches posts of every age,
 * on many listing pages, not the few newest ones.
 */
function spreadPosts(files: string[], count: number): string[] {
  const posts = files.filter((file) => file.startsWith("site-data/collections/posts/")).sort();
  if (posts.length < count) throw new Error(`The copy has ${posts.length} posts; ${count} are needed.`);
  return Array.from({ length: count }, (_, i) => posts[Math.floor((i * posts.length) / count)]);
}

/**
 * `runs` saves of `count` posts' titles at once on a served copy (one request, as the editor sends a save of several
 * files), each timed to its answer and to every one of the posts' public addresses serving its new title. The pages
 * are polled one after another: they go live together, with the release swap, and forty polls at once every 50 ms
 * would slow the publish they measure.
 */
export async function publishManyRuns(
  served: ServedCopy,
  log: (line: string) => void,
  { runs = 3, count = 40, boundMs = 300_000 } = {},
): Promise<ManyFilesPublishReport> {
  // An admin publishes directly (an editor's publish waits for an approval by default).
  const api = editorApi(served, await addAccount(served, "batch@nerivo.ng", password, "admin"));
  const report: ManyFilesPublishReport = {
    files: count,
    acknowledgedMs: [],
    medianAcknowledgedMs: null,
    liveMs: [],
    medianLiveMs: null,
    serverMs: [],
    notLive: 0,
    boundMs,
  };
  const chosen = spreadPosts(
    (await api.workspace()).map(({ file }) => file),
    count,
  );
  for (let run = 1; run <= runs; run++) {
    const workspace = new Map((await api.workspace()).map((entry) => [entry.file, entry]));
    const mark = `(batch ${run})`;
    const changes = chosen.map((file) => {
      const current = workspace.get(file)!;
      const value = JSON.parse(current.text) as { id: string; title: string };
      const title = `${value.title.replace(/ \(batch \d+\)$/, "")} ${mark}`;
      return { id: value.id, file, text: `${JSON.stringify({ ...value, title }, null, 2)}\n`, base: current.version };
    });
    const started = performance.now();
    const saved = await api.save(changes.map(({ file, text, base }) => ({ file, text, base })));
    const acknowledged = performance.now() - started;
    report.acknowledgedMs.push(acknowledged);
    if (saved.published) report.serverMs.push(saved.published.ms);
    let live = true;
    for (const { id } of changes)
      if (!(await servedBy(served.origin, `/blog/${id}`, mark, started + boundMs))) {
        live = false;
        break;
      }
    if (!live) {
      report.notLive += 1;
      log(`  ${count} files, publish ${run}: NOT all live after ${boundMs / 1000} s; no more runs`);
      break;
    }
    const ms = performance.now() - started;
    report.liveMs.push(ms);
    log(
      `  ${count} files, publish ${run}: acknowledged in ${(acknowledged / 1000).toFixed(1)} s, all live in ${(ms / 1000).toFixed(1)} s`,
    );
  }
  report.medianAcknowledgedMs = median(report.acknowledgedMs);
  report.medianLiveMs = median(report.liveMs);
  return report;
}
