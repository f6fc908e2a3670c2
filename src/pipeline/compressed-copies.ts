import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { OutputRecord } from "./build-state.ts";
import { replaceWithCopy } from "./replace-file.ts";
import type { WorkerPool } from "./worker-pool.ts";

export interface CompressionSummary {
  /** When the first file was given (performance.now()), 0 when none was. */
  started: number;
  files: number;
  /** Of those, how many were copied: their content was compressed before (by an earlier build, or for another file). */
  copied: number;
  bytes: number;
  brotliBytes: number;
  /** The files whose copies are quick ones (a publish's, with `quick`): they are to be compressed fully later. */
  quick: Set<string>;
}

export interface CompressedCopies {
  /** Gives a file just written into dist/ its brotli and gzip copies, now or as soon as a worker is free. */
  add(path: string, record: OutputRecord): void;
  /**
   * A file left as the last build made it whose copies are quick ones (its record says so): with `quick`, it gets the
   * full-quality copies if the cache has them by now, else keeps its own; without, it is compressed fully.
   */
  upgrade(path: string, record: OutputRecord): void;
  done(): Promise<CompressionSummary>;
}

/**
 * Compressed copies of dist/'s text files, kept in `cacheDir` by the content's hash, so content an earlier build
 * compressed (a page rendered again the same, every page of a full build that changed nothing) is copied, not
 * compressed again. Files are compressed as they are written, while other pages still render; the largest first.
 *
 * With `quick` (a publish's build), what the cache does not hold is compressed with fast settings
 * (src/pipeline/compress-file.ts), so that the publish is live sooner, and those copies are kept out of the cache: a
 * build only ever copies full-quality ones from it. The files listed in the summary's `quick` get their full copies
 * once the publish is live (src/pipeline/full-compression.ts).
 */
export function compressedCopies(
  dist: string,
  cacheDir: string,
  pool: WorkerPool,
  { quick = false } = {},
): CompressedCopies {
  mkdirSync(cacheDir, { recursive: true });
  const summary: CompressionSummary = { started: 0, files: 0, copied: 0, bytes: 0, brotliBytes: 0, quick: new Set() };
  const cached = (hash: string, suffix: string) => join(cacheDir, `${hash}${suffix}`);
  const inCache = (hash: string) => existsSync(cached(hash, ".br")) && existsSync(cached(hash, ".gz"));
  /** By content hash: a content is compressed once, whatever number of files hold it, then copied from `from`. */
  const compressing = new Map<string, { job: Promise<void>; from: (suffix: string) => string; quick: boolean }>();
  const pending: Promise<void>[] = [];
  const copy = (path: string, from: (suffix: string) => string) => {
    for (const suffix of [".br", ".gz"]) replaceWithCopy(from(suffix), join(dist, path + suffix));
    summary.copied += 1;
    summary.brotliBytes += statSync(from(".br")).size;
  };
  const count = (size: number) => {
    summary.started ||= performance.now();
    summary.files += 1;
    summary.bytes += size;
  };

  return {
    add(path, { hash, size, compressed }) {
      if (!compressed) return;
      count(size);
      const running = compressing.get(hash);
      if (running) {
        if (running.quick) summary.quick.add(path);
        pending.push(running.job.then(() => copy(path, running.from)));
      } else if (inCache(hash)) copy(path, (suffix) => cached(hash, suffix));
      else {
        const targets = (suffix: string) => [join(dist, path + suffix), ...(quick ? [] : [cached(hash, suffix)])];
        const job = pool
          .run(
            { kind: "compress", source: join(dist, path), brotli: targets(".br"), gzip: targets(".gz"), quick },
            size,
          )
          .then(({ brotliBytes }) => {
            summary.brotliBytes += brotliBytes;
          });
        // A failure is reported by done(); until then it must not end the process as an unhandled rejection.
        job.catch(() => undefined);
        // Quick copies are not in the cache: a file of the same content copies this one's.
        const from = quick ? (suffix: string) => join(dist, path + suffix) : (suffix: string) => cached(hash, suffix);
        compressing.set(hash, { job, from, quick });
        if (quick) summary.quick.add(path);
        pending.push(job);
      }
    },
    upgrade(path, record) {
      if (!record.compressed) return;
      if (!quick) this.add(path, record);
      else if (inCache(record.hash)) {
        count(record.size);
        copy(path, (suffix) => cached(record.hash, suffix));
      } else summary.quick.add(path);
    },
    async done() {
      await Promise.all(pending);
      return summary;
    },
  };
}

/** Forgets the copies of content dist/ no longer has: the cache holds what the last build made, no more. */
export function pruneCompressedCache(cacheDir: string, outputs: Record<string, OutputRecord>): void {
  if (!existsSync(cacheDir)) return;
  const current = new Set(
    Object.values(outputs).flatMap(({ hash, compressed }) => (compressed ? [`${hash}.br`, `${hash}.gz`] : [])),
  );
  for (const file of readdirSync(cacheDir)) if (!current.has(file)) rmSync(join(cacheDir, file), { force: true });
}
