import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { OutputRecord } from "./build-state.ts";
import type { WorkerPool } from "./worker-pool.ts";

export interface CompressionSummary {
  files: number;
  /** Of those, how many had copies in the cache from an earlier build. */
  fromCache: number;
  bytes: number;
  brotliBytes: number;
}

/**
 * Gives each written text file of dist/ its brotli and gzip copies. Copies are kept in `cacheDir` by the content's
 * hash, so content an earlier build compressed (a page rendered again the same, every page of a full build that
 * changed nothing) is copied, not compressed again. The largest files go first, so that the last to finish is small.
 */
export async function compressOutputs(dist: string, cacheDir: string, paths: string[], outputs: Record<string, OutputRecord>, pool: WorkerPool): Promise<CompressionSummary> {
  mkdirSync(cacheDir, { recursive: true });
  const summary: CompressionSummary = { files: 0, fromCache: 0, bytes: 0, brotliBytes: 0 };
  const cached = (hash: string, suffix: string) => join(cacheDir, `${hash}${suffix}`);
  /** Files with the same content are compressed once. */
  const byHash = new Map<string, string[]>();
  for (const path of paths) {
    const { hash, compressed } = outputs[path];
    if (compressed) byHash.set(hash, [...(byHash.get(hash) ?? []), path]);
  }
  const bySize = [...byHash].sort(([a], [b]) => outputs[byHash.get(b)![0]].size - outputs[byHash.get(a)![0]].size);
  await Promise.all(
    bySize.map(async ([hash, same]) => {
      const targets = (suffix: string) => same.map((path) => join(dist, path + suffix));
      summary.files += same.length;
      summary.bytes += outputs[same[0]].size * same.length;
      if (existsSync(cached(hash, ".br")) && existsSync(cached(hash, ".gz"))) {
        for (const suffix of [".br", ".gz"]) for (const target of targets(suffix)) copyFileSync(cached(hash, suffix), target);
        summary.fromCache += same.length;
        summary.brotliBytes += statSync(cached(hash, ".br")).size * same.length;
        return;
      }
      const { brotliBytes } = await pool.run({
        kind: "compress",
        source: join(dist, same[0]),
        brotli: [...targets(".br"), cached(hash, ".br")],
        gzip: [...targets(".gz"), cached(hash, ".gz")],
      });
      summary.brotliBytes += brotliBytes * same.length;
    }),
  );
  return summary;
}

/** Forgets the copies of content dist/ no longer has: the cache holds what the last build made, no more. */
export function pruneCompressedCache(cacheDir: string, outputs: Record<string, OutputRecord>): void {
  if (!existsSync(cacheDir)) return;
  const current = new Set(Object.values(outputs).flatMap(({ hash, compressed }) => (compressed ? [`${hash}.br`, `${hash}.gz`] : [])));
  for (const file of readdirSync(cacheDir)) if (!current.has(file)) rmSync(join(cacheDir, file), { force: true });
}
