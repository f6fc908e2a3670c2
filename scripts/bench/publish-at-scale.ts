import { mkdtemp, readdir, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildAsStartDoes, publishTitleRuns, type PublishReport } from "./publish.ts";
import { publishManyRuns, type ManyFilesPublishReport } from "./publish-many.ts";
import type { Part } from "./scale.ts";
import { reviewRuns, type ReviewReport } from "./review.ts";
import { serveCopy } from "./served-copy.ts";
import { mustRun, onInterrupt } from "./util.ts";

/** Publishing on a copy of the site with more posts (scripts/added-posts.ts), built and served as `npm start` does. */
export interface PublishAtScaleReport {
  added: number;
  /** Posts in all. */
  posts: number;
  /** `npm run build` of the copy once the posts were added (what was built before them was copied). */
  buildMs: number | null;
  /** The machine's load average over a minute as the measurements began and ended: others' work slows them. */
  load: { start: number; end: number | null };
  /** One post's title, as on today's site (scripts/bench/publish.ts). */
  title: PublishReport | null;
  /**
   * One of the added posts' title: a post as most are, shown on its own page, its listings and a few others' related
   * lists. The seed's posts (`title`) are shown on hundreds of pages of the copy, since scripts/added-posts.ts makes
   * the added posts name them as related.
   */
  typicalTitle: PublishReport | null;
  /** Forty posts' titles in one save (scripts/bench/publish-many.ts). */
  many: ManyFilesPublishReport | null;
  /** Review before publish: the link made and opened, approved, then live (scripts/bench/review.ts). */
  review?: ReviewReport | null;
}

/**
 * Makes a copy with `added` more posts, builds it, serves it, and runs the publishes asked for (one post's title, 5
 * times; 40 posts' titles in one save, 3 times), each a part of its own so that one's failure keeps the other.
 */
export async function measurePublishAtScale(
  root: string,
  added: number,
  measure: { title: boolean; many: boolean; review?: boolean },
  log: (line: string) => void,
  part: Part,
): Promise<PublishAtScaleReport> {
  const report: PublishAtScaleReport = {
    added,
    posts: 0,
    buildMs: null,
    load: { start: loadavg()[0], end: null },
    title: null,
    typicalTitle: null,
    many: null,
  };
  await buildAsStartDoes(root);
  const copy = await mkdtemp(join(tmpdir(), `bench-publish-${added}-`));
  const forget = onInterrupt(() => rm(copy, { recursive: true, force: true, maxRetries: 5 }));
  try {
    await mustRun("npx", ["tsx", "scripts/bench/publish-copy.ts", copy, String(added)], root);
    report.posts = (await readdir(join(copy, "site-data/collections/posts"))).filter((file) =>
      file.endsWith(".json"),
    ).length;
    report.buildMs = (await mustRun("npm", ["run", "build"], copy)).ms;
    log(`  ${report.posts} posts in ${copy}, built in ${(report.buildMs / 1000).toFixed(1)} s`);
    // A large site's server reads all of its data before it answers.
    const served = await serveCopy(copy, { timeoutMs: 180_000 });
    try {
      if (measure.title)
        await part(`Publish at +${added} posts: one post's title`, async () => {
          report.title = await publishTitleRuns(served, log, { boundMs: 300_000 });
        });
      if (measure.title)
        await part(`Publish at +${added} posts: an added post's title`, async () => {
          const addedPosts = (await readdir(join(copy, "site-data/collections/posts"))).filter((file) =>
            /-\d+\.json$/.test(file),
          );
          report.typicalTitle = await publishTitleRuns(served, log, {
            boundMs: 300_000,
            post: `site-data/collections/posts/${addedPosts.sort()[Math.floor(addedPosts.length / 2)]}`,
            email: "typical@nerivo.ng",
          });
        });
      if (measure.many)
        await part(`Publish at +${added} posts: 40 posts' titles in one save`, async () => {
          report.many = await publishManyRuns(served, log);
        });
      if (measure.review)
        await part(`Review before publish at +${added} posts`, async () => {
          report.review = await reviewRuns(served, log);
        });
    } finally {
      await served.stop();
    }
  } finally {
    report.load.end = loadavg()[0];
    await rm(copy, { recursive: true, force: true, maxRetries: 5 });
    forget();
  }
  return report;
}
