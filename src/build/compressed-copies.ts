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
}

export interface CompressedCopies {
  /** Gives a file just written into dist/ its brotli and gzip copies, now or as soon as a worker is free. */
  add(path: string, record: OutputRecord): void;
  done(): Promise<CompressionSummary>;
}

/**
 * Compressed copies of dist/'s text files, kept in `cacheDir` by the content's hash, so content an earlier build
 * compressed (a page rendered again the same, every page of a full build that changed nothing) is copied, not
 * compressed again. Files are compressed as they are written, while other pages still render; the largest first.
 */
export function compressedCopies(dist: string, cacheDir: string, pool: WorkerPool): CompressedCopies {
  mkdirSync(cacheDir, { recursive: true });
  const summary: CompressionSummary = { started: 0, files: 0, copied: 0, bytes: 0, brotliBytes: 0 };
  const cached = (hash: string, suffix: string) => join(cacheDir, `${hash}${suffix}`);
  /** By content hash: a content is compressed once, whatever number of files hold it. */
  const compressing = new Map<string, Promise<void>>();
  const pending: Promise<void>[] = [];
  const copyFromCache = (path: string, hash: string) => {
    for (const suffix of [".br", ".gz"]) replaceWithCopy(cached(hash, suffix), join(dist, path + suffix));
    summary.copied += 1;
    summary.brotliBytes += statSync(cached(hash, ".br")).size;
  };

  return {
    add(path, { hash, size, compressed }) {
      if (!compressed) return;
      summary.started ||= performance.now();
      summary.files += 1;
      summary.bytes += size;
      const running = compressing.get(hash);
      if (running) pending.push(running.then(() => copyFromCache(path, hash)));
      else if (existsSync(cached(hash, ".br")) && existsSync(cached(hash, ".gz"))) copyFromCache(path, hash);
      else {
        const job = pool
          .run(
            {
              kind: "compress",
              source: join(dist, path),
              brotli: [join(dist, `${path}.br`), cached(hash, ".br")],
              gzip: [join(dist, `${path}.gz`), cached(hash, ".gz")],
            },
            size,
          )
          .then(({ brotliBytes }) => {
            summary.brotliBytes += brotliBytes;
          });
        // A failure is reported by done(); until then it must not end the process as an unhandled rejection.
        job.catch(() => undefined);
        compressing.set(hash, job);
        pending.push(job);
      }
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
