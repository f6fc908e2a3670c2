import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { timeBuild, type BuildTime } from "./build-time.ts";
import { mustRun, onInterrupt } from "./util.ts";
import { timeValidate, type ValidateTime } from "./validate-time.ts";
import { measureVisualEditor, type VisualEditorReport } from "./visual-editor.ts";

export interface HtmlSizes {
  /** HTML files in dist/. */
  pages: number;
  /** The largest of them, uncompressed, with its path in dist/. */
  largest: { file: string; bytes: number } | null;
  /** /blog's page and the feed, uncompressed; null when the build has none. */
  blogBytes: number | null;
  feedBytes: number | null;
}

export interface Rebuild extends BuildTime {
  /** The post whose title changed, and whether its page shows the new title after the build. */
  file: string;
  titleShown: boolean;
  /** HTML pages the build wrote again: those that show the title. */
  pagesWritten: number | null;
}

/** The site with `added` more posts, made from the existing ones (scripts/added-posts.ts). */
export interface ScaleResult {
  added: number;
  /** Posts in all. */
  posts: number;
  /** The machine's load average over a minute as this scale's measurements began and ended: others' work slows them. */
  load: { start: number; end: number | null };
  validation: ValidateTime | null;
  editor: VisualEditorReport | null;
  /** `npm run build` from nothing (no dist/, no .cache/). */
  build: BuildTime | null;
  /** `npm run build` again after the title of the seed's oldest post changed: a post as most are, on a few pages. */
  rebuild: Rebuild | null;
  /**
   * Then after the newest post's title changed: it is in the Recent Posts of every page of every listing, so every
   * listing page is built again (report only: the worst case of one post).
   */
  rebuildNewest: Rebuild | null;
  html: HtmlSizes | null;
}

export interface ScaleReport {
  scales: ScaleResult[];
}

/** Runs one measurement; a failure is recorded and the others still run (bench.ts's `section`). */
export type Part = (name: string, run: () => Promise<void>) => Promise<void>;

const postsDir = (projectRoot: string) => join(projectRoot, "site-data/collections/posts");
const jsonFiles = async (dir: string) => (await readdir(dir)).filter((file) => file.endsWith(".json")).sort();
/** What the bench adds to a post's title, to find it in the built page. */
const titleMark = "changed by the bench";

async function sizeOrNull(file: string): Promise<number | null> {
  return stat(file).then(
    (found) => found.size,
    () => null,
  );
}

/** Every HTML page of the build and its size, uncompressed (what a browser parses). */
export async function htmlSizes(dist: string): Promise<HtmlSizes> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith(".html"));
  let largest: HtmlSizes["largest"] = null;
  for (const file of files) {
    const bytes = (await stat(join(dist, file))).size;
    if (!largest || bytes > largest.bytes) largest = { file, bytes };
  }
  return {
    pages: files.length,
    largest,
    blogBytes: await sizeOrNull(join(dist, "blog/index.html")),
    feedBytes: await sizeOrNull(join(dist, "blog/feed.xml")),
  };
}

/** Changes the title of `file`, a post of the seed, the way an editor would, and builds again. */
async function rebuildAfterTitleChange(copy: string, file: string): Promise<Rebuild> {
  const path = join(postsDir(copy), file);
  const post = JSON.parse(await readFile(path, "utf8")) as { title: string };
  await writeFile(path, `${JSON.stringify({ ...post, title: `${post.title} - ${titleMark}` }, null, 2)}\n`);
  const build = await timeBuild(copy);
  const page = await readFile(join(copy, "dist/blog", file.replace(/\.json$/, ""), "index.html"), "utf8").catch(
    () => "",
  );
  return {
    ...build,
    file: `site-data/collections/posts/${file}`,
    titleShown: page.includes(titleMark),
    pagesWritten: pagesWritten(build),
  };
}

/** The HTML pages a build wrote, from its prerender line ("18 pages by 2 workers, ..."). */
function pagesWritten(build: BuildTime): number | null {
  const line = build.steps.find((step) => step.name === "prerender")?.line ?? "";
  const found = /(\d+) pages? by/.exec(line);
  return found ? Number(found[1]) : null;
}

/** The seed's posts by date, oldest first, as file names. */
async function seedPostsByDate(root: string): Promise<string[]> {
  const files = await jsonFiles(postsDir(root));
  const dated = await Promise.all(
    files.map(async (file) => ({
      file,
      date: String((JSON.parse(await readFile(join(postsDir(root), file), "utf8")) as { date: string }).date),
    })),
  );
  return dated.sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file)).map(({ file }) => file);
}

async function measureScale(root: string, scale: ScaleResult, log: (line: string) => void, part: Part) {
  const copy = await mkdtemp(join(tmpdir(), `bench-scale-${scale.added}-`));
  const forget = onInterrupt(() => rm(copy, { recursive: true, force: true, maxRetries: 5 }));
  const name = `Scale +${scale.added} posts`;
  try {
    await mustRun("npx", ["tsx", "scripts/bench/scale-copy.ts", copy, String(scale.added)], root);
    scale.posts = (await jsonFiles(postsDir(copy))).length;
    log(`  ${scale.posts} posts in ${copy}`);
    await part(`${name}: validation (npx tsx scripts/validate.ts, 3 runs)`, async () => {
      scale.validation = await timeValidate(copy);
      const { inProcessMs, files, commandMs } = scale.validation;
      log(`  ${files} files checked in ${inProcessMs} ms (median; the whole command ${Math.round(commandMs)} ms)`);
    });
    await part(`${name}: visual editor (npm run edit)`, async () => {
      // A large site's editor takes minutes to start and to open.
      scale.editor = await measureVisualEditor(copy, log, { startTimeoutMs: 180_000 });
    });
    await part(`${name}: full build (npm run build, no dist/ or .cache/)`, async () => {
      await rm(join(copy, "dist"), { recursive: true, force: true });
      await rm(join(copy, ".cache"), { recursive: true, force: true });
      scale.build = await timeBuild(copy);
      scale.html = await htmlSizes(join(copy, "dist"));
      log(
        `  ${(scale.build.ms / 1000).toFixed(1)} s; largest HTML page ${scale.html.largest?.file} (${scale.html.largest?.bytes} bytes)`,
      );
    });
    if (!scale.build) return;
    // Posts of the seed, the same at every scale (the added ones are older than all of them).
    const seed = await seedPostsByDate(root);
    const rebuildPart = async (what: string, file: string, keep: (rebuild: Rebuild) => void) =>
      part(`${name}: rebuild after ${what}'s title changed`, async () => {
        const rebuild = await rebuildAfterTitleChange(copy, file);
        keep(rebuild);
        log(
          `  ${(rebuild.ms / 1000).toFixed(1)} s, ${rebuild.pagesWritten ?? "?"} pages rendered; the new title ${rebuild.titleShown ? "is" : "is NOT"} on the post's page`,
        );
      });
    await rebuildPart("the oldest seed post", seed[0], (rebuild) => (scale.rebuild = rebuild));
    await rebuildPart("the newest post", seed[seed.length - 1], (rebuild) => (scale.rebuildNewest = rebuild));
  } finally {
    await rm(copy, { recursive: true, force: true, maxRetries: 5 });
    forget();
  }
}

/**
 * The editing loop as the site grows: for each count of added posts, a temporary copy of the project with that many
 * more posts, its validation, its visual editor, its full build and a rebuild after a one-title change, and the size
 * of its largest page.
 */
export async function measureScales(
  root: string,
  addedCounts: number[],
  log: (line: string) => void,
  part: Part,
): Promise<ScaleReport> {
  const report: ScaleReport = { scales: [] };
  for (const added of addedCounts) {
    const scale: ScaleResult = {
      added,
      posts: 0,
      load: { start: loadavg()[0], end: null },
      validation: null,
      editor: null,
      build: null,
      rebuild: null,
      rebuildNewest: null,
      html: null,
    };
    report.scales.push(scale);
    await part(`Scale +${added} posts`, () => measureScale(root, scale, log, part));
    scale.load.end = loadavg()[0];
  }
  return report;
}
