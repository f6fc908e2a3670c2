import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildStateFile, readBuildState } from "./build-state.ts";
import { compressedContent } from "./compress-file.ts";
import { contentHash } from "./output-files.ts";
import { replaceFile } from "./replace-file.ts";

/** The cache of full-quality copies that builds copy from (src/pipeline/compressed-copies.ts). */
export const compressedCacheFolder = (root: string) => join(root, ".cache/compressed");

export interface FullCompression {
  /** Files whose quick copies were replaced. */
  files: number;
  /** Of those, how many took copies the cache held already (made meanwhile by a build or an earlier pass). */
  copied: number;
}

/**
 * A publish's quick compressed copies (src/pipeline/compressed-copies.ts) replaced by full-quality ones in its release,
 * once the release is live: run by the publisher in a process of its own, after the publish's transaction has ended
 * (src/server/admin/publish/full-compression-process.ts). Each copy is made from the bytes of its file as read now, and
 * renamed over the quick one, so a visitor gets one copy or the other, whole, and each decompresses to the file. The
 * copies are stored in the cache too, so the next build copies them rather than compressing again.
 *
 * The release's build state is left as it is (its files still say "quick"): a later publish may be copying it with
 * the release's files at this very moment, some of them quick still, and the next build takes the full copies from
 * the cache for whatever its state calls quick. A release removed meanwhile (two publishes later) ends the pass.
 */
export function compressFully(root: string, release: string): FullCompression {
  const done: FullCompression = { files: 0, copied: 0 };
  const state = readBuildState(buildStateFile(root, release));
  if (!state) return done;
  const cacheDir = compressedCacheFolder(root);
  // New copies are written here, then renamed into the release: a partial file inside a live release could be listed
  // by a publish linking its files, and be gone by the time it links it.
  const staging = join(root, ".cache/full-compression");
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(staging, { recursive: true });
  const place = (path: string, content: Buffer) => {
    const partial = join(staging, `${process.pid}.partial`);
    writeFileSync(partial, content);
    renameSync(partial, path);
  };
  for (const [path, { hash, compressed, quick }] of Object.entries(state.outputs)) {
    if (!quick || !compressed) continue;
    const file = join(release, path);
    if (!existsSync(file)) break;
    const content = readFileSync(file);
    // Only the content the build recorded is compressed (a release's files never change once it is live).
    if (contentHash(content) !== hash) continue;
    const cached = (suffix: string) => join(cacheDir, `${hash}${suffix}`);
    let copies: { brotli: Buffer; gzip: Buffer };
    if (existsSync(cached(".br")) && existsSync(cached(".gz"))) {
      copies = { brotli: readFileSync(cached(".br")), gzip: readFileSync(cached(".gz")) };
      done.copied++;
    } else {
      copies = compressedContent(content, path);
      replaceFile(cached(".br"), copies.brotli);
      replaceFile(cached(".gz"), copies.gzip);
    }
    place(`${file}.br`, copies.brotli);
    place(`${file}.gz`, copies.gzip);
    done.files++;
  }
  return done;
}
