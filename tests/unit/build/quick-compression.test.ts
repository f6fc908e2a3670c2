/**
 * A publish's quick compressed copies (src/pipeline/compressed-copies.ts with `quick`) and their replacement by
 * full-quality ones once it is live (src/pipeline/full-compression.ts): the quick copies never reach the cache, the full
 * ones replace them whole and decompress to the same bytes, and a publish that linked the release's files before
 * that still ends up with full copies.
 */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, expect, test } from "vitest";
import { buildStateFile, writeBuildState, type OutputRecord } from "../../../src/pipeline/build-state.ts";
import { compressedContent, compressFile } from "../../../src/pipeline/compress-file.ts";
import { compressedCopies } from "../../../src/pipeline/compressed-copies.ts";
import { compressedCacheFolder, compressFully } from "../../../src/pipeline/full-compression.ts";
import { outputFiles } from "../../../src/pipeline/output-files.ts";
import type { WorkerPool } from "../../../src/pipeline/worker-pool.ts";
import type { BuildJob } from "../../../src/pipeline/worker-protocol.ts";

const temporary = mkdtempSync(join(tmpdir(), "quick-compression-"));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

/** The build workers' compression, done in this thread. */
const pool: WorkerPool = {
  size: 1,
  busy: { render: 0, compress: 0 },
  usable: true,
  run: async (job: BuildJob) => {
    if (job.kind !== "compress") throw new Error("only compression here");
    return compressFile(job) as never;
  },
  close: async () => undefined,
};

/** A page of some size, different for each `title`: brotli's quality shows in its copy's size. */
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${Array.from(
    { length: 400 },
    (_, index) =>
      `<article class="card"><h2>Post ${index} of ${title}</h2><p>Words ${index * 7} and more.</p></article>`,
  ).join("")}</body></html>`;

const file = "blog/post/index.html";
const same = "blog/copy/index.html";

/** A project folder with a release, its page built as a publish builds it (quick), with the state a build writes. */
async function publishedRelease(root: string, name: string, content: string) {
  const release = join(root, "releases", name);
  mkdirSync(release, { recursive: true });
  const outputs = outputFiles(release, {});
  const compression = compressedCopies(release, compressedCacheFolder(root), pool, { quick: true });
  for (const path of [file, same]) compression.add(path, outputs.put(path, content)!);
  const summary = await compression.done();
  const records = Object.fromEntries(
    Object.entries(outputs.finish().outputs).map(([path, record]) => [
      path,
      summary.quick.has(path) ? { ...record, quick: true } : record,
    ]),
  );
  writeBuildState(buildStateFile(root, release), { format: 2, code: "code", pages: {}, outputs: records });
  return { release, records, summary };
}

const decompressed = (path: string) => ({
  brotli: brotliDecompressSync(readFileSync(`${path}.br`)).toString(),
  gzip: gunzipSync(readFileSync(`${path}.gz`)).toString(),
});

test("a publish's quick copies decompress to the page and are not put in the cache", async () => {
  const root = join(temporary, "quick");
  const content = page("quick");
  const { release, summary } = await publishedRelease(root, "release-1", content);
  expect(summary.quick).toEqual(new Set([file, same]));
  for (const path of [file, same])
    expect(decompressed(join(release, path))).toEqual({ brotli: content, gzip: content });
  expect(readdirSync(compressedCacheFolder(root))).toEqual([]);
});

test("once live, the quick copies are replaced by full ones, which go into the cache", async () => {
  const root = join(temporary, "full");
  const content = page("full");
  const { release, records } = await publishedRelease(root, "release-1", content);
  const quickSize = statSync(join(release, `${file}.br`)).size;

  expect(compressFully(root, release)).toEqual({ files: 2, copied: 1 });

  const full = compressedContent(Buffer.from(content), file);
  for (const path of [file, same]) {
    expect(readFileSync(join(release, `${path}.br`))).toEqual(full.brotli);
    expect(readFileSync(join(release, `${path}.gz`))).toEqual(full.gzip);
    expect(decompressed(join(release, path))).toEqual({ brotli: content, gzip: content });
  }
  expect(full.brotli.length).toBeLessThan(quickSize);
  const { hash } = records[file]!;
  expect(readFileSync(join(compressedCacheFolder(root), `${hash}.br`))).toEqual(full.brotli);
  // Nothing is left half-written in the release.
  expect(readdirSync(join(release, "blog/post")).sort()).toEqual(["index.html", "index.html.br", "index.html.gz"]);
});

test("a publish that linked the files while they were quick gets the full copies from the cache", async () => {
  const root = join(temporary, "later");
  const content = page("later");
  const { release, records } = await publishedRelease(root, "release-1", content);
  // The next publish's release starts as links to the live one's files (src/pipeline/site-releases.ts), made before the
  // full compression of the live one has replaced anything: its copies are the quick ones.
  const next = join(root, "releases", "release-2");
  for (const path of [file, same])
    for (const suffix of ["", ".br", ".gz"]) {
      mkdirSync(join(next, path, ".."), { recursive: true });
      linkSync(join(release, path + suffix), join(next, path + suffix));
    }
  compressFully(root, release);
  const full = compressedContent(Buffer.from(content), file);
  expect(readFileSync(join(next, `${file}.br`))).not.toEqual(full.brotli);

  // Its build leaves the page as it was, and takes the full copies its state says it lacks from the cache.
  const compression = compressedCopies(next, compressedCacheFolder(root), pool, { quick: true });
  for (const path of [file, same]) compression.upgrade(path, records[path]!);
  const summary = await compression.done();
  expect(summary.quick.size).toBe(0);
  for (const path of [file, same]) expect(readFileSync(join(next, `${path}.br`))).toEqual(full.brotli);
});

test("a build that is not a publish's compresses fully what a publish left quick", async () => {
  const root = join(temporary, "build");
  const content = page("build");
  const { release, records } = await publishedRelease(root, "release-1", content);
  // The server stopped before its full compression: `npm run build` makes the full copies, into the cache too.
  const compression = compressedCopies(release, compressedCacheFolder(root), pool);
  for (const path of [file, same]) compression.upgrade(path, records[path] as OutputRecord);
  const summary = await compression.done();
  expect(summary.quick.size).toBe(0);
  const full = compressedContent(Buffer.from(content), file);
  for (const path of [file, same]) expect(readFileSync(join(release, `${path}.br`))).toEqual(full.brotli);
  expect(existsSync(join(compressedCacheFolder(root), `${records[file]!.hash}.gz`))).toBe(true);
});
