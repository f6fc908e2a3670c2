import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copyBuiltProject } from "../copy-project.ts";
import { buildAsStartDoes, publishedPost, servedBy } from "./publish.ts";
import { addAccount, editorApi, type ServedCopy, serveCopy } from "./served-copy.ts";
import { median } from "./util.ts";

/** Review before publish, timed as its people go through it (src/server/admin/reviews/). */
export interface ReviewReport {
  file: string;
  /** "Share for review" pressed (the request leaving) → the reviewer's link answering with its page, per run. */
  shareToLinkMs: number[];
  /** The link's first view of the changed post's page as it will be (rendered for the reviewer), per run. */
  pageMs: number[];
  /** The reviewer's Approve → the editor's Publish → the post's public address serving the change, per run. */
  approveToLiveMs: number[];
  medians: { shareToLinkMs: number | null; pageMs: number | null; approveToLiveMs: number | null };
}

const password = "benchmarks review one change at a time";

/** Answers one request; throws with what it said when it is not what was expected. */
async function must(response: Promise<Response>, status: number, what: string): Promise<Response> {
  const answer = await response;
  if (answer.status !== status)
    throw new Error(`${what}: HTTP ${answer.status} ${(await answer.text()).slice(0, 300)}`);
  return answer;
}

/**
 * `runs` changes taken through review on a served copy: an editor (whose publish needs an approval, the site's
 * default) changes a post's title and shares it; the link is opened, and the post's page as it will be; a reviewer with
 * no account approves it; the editor publishes it; each step timed.
 */
export async function reviewRuns(
  served: ServedCopy,
  log: (line: string) => void,
  { runs = 3, post = publishedPost, email = "review.bench@nerivo.ng" } = {},
): Promise<ReviewReport> {
  const cookie = await addAccount(served, email, password, "editor");
  const api = editorApi(served, cookie);
  const headers = { Cookie: cookie, Origin: served.origin, "Content-Type": "application/json" };
  const report: ReviewReport = {
    file: post,
    shareToLinkMs: [],
    pageMs: [],
    approveToLiveMs: [],
    medians: { shareToLinkMs: null, pageMs: null, approveToLiveMs: null },
  };
  for (let run = 1; run <= runs; run++) {
    const current = (await api.workspace()).find(({ file }) => file === post)!;
    const value = JSON.parse(current.text) as { id: string; title: string };
    const mark = `(reviewed ${run})`;
    const title = `${value.title.replace(/ \(reviewed \d+\)$/, "")} ${mark}`;
    const text = `${JSON.stringify({ ...value, title }, null, 2)}\n`;
    const files = [{ file: post, text, base: current.version }];

    const shared = performance.now();
    const answer = await must(
      fetch(`${served.origin}/admin/api/reviews`, {
        method: "POST",
        headers,
        body: JSON.stringify({ files, days: 1 }),
      }),
      200,
      "Share for review",
    );
    const { review } = (await answer.json()) as { review: { link: string } };
    await must(fetch(`${served.origin}${review.link}`), 200, "the reviewer's link");
    report.shareToLinkMs.push(performance.now() - shared);

    const viewed = performance.now();
    const page = await must(
      fetch(`${served.origin}${review.link}/page?path=${encodeURIComponent(`/blog/${value.id}`)}`),
      200,
      "the page as it will be",
    );
    if (!(await page.text()).includes(mark)) throw new Error("The reviewer's page does not show the change");
    report.pageMs.push(performance.now() - viewed);

    const approved = performance.now();
    await must(
      fetch(`${served.origin}${review.link}/answer`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: served.origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "Bench reviewer", note: "", answer: "approve" }),
      }),
      303,
      "Approve",
    );
    await api.save(files);
    if (!(await servedBy(served.origin, `/blog/${value.id}`, mark, approved + 300_000)))
      throw new Error(`The approved change was not live within 300 s (run ${run})`);
    report.approveToLiveMs.push(performance.now() - approved);
    log(
      `  run ${run}: link answering ${(report.shareToLinkMs.at(-1)! / 1000).toFixed(2)} s, page ${(report.pageMs.at(-1)! / 1000).toFixed(2)} s, approve → live ${(report.approveToLiveMs.at(-1)! / 1000).toFixed(1)} s`,
    );
  }
  report.medians = {
    shareToLinkMs: median(report.shareToLinkMs),
    pageMs: median(report.pageMs),
    approveToLiveMs: median(report.approveToLiveMs),
  };
  return report;
}

/** Review before publish on a copy of today's site, served as `npm start` serves it. */
export async function measureReview(root: string, log: (line: string) => void): Promise<ReviewReport> {
  await buildAsStartDoes(root);
  const copy = mkdtempSync(join(tmpdir(), "bench-review-"));
  try {
    copyBuiltProject(root, copy);
    const served = await serveCopy(copy);
    try {
      return await reviewRuns(served, log);
    } finally {
      await served.stop();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
