import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { replaceFile } from "./replace-file.ts";
import type { CompressedFile, CompressJob } from "./worker-protocol.ts";

/**
 * Brotli's quality for pages. At 11 (its highest) a page takes three times as long as at 10, for copies 3% smaller: a
 * blog of a thousand posts has well over a thousand pages to compress in a full build, which 10 keeps under a minute of
 * work. Scripts, styles and data (few files, kept by browsers for good) get 11.
 */
const pageQuality = 10;

/**
 * A publish's quick copies (src/pipeline/compressed-copies.ts): brotli at 5 takes about a sixtieth of the time of 10 on a
 * page, for copies some 10% larger, and gzip at 6 is as small as at 9 on pages. They are served only until the
 * full-quality copies replace them, seconds after the publish is live (src/pipeline/full-compression.ts).
 */
const quickBrotliQuality = 5;
const quickGzipLevel = 6;

/** The brotli and gzip copies of a file's content (`path`: its name, which says whether it is a page). */
export function compressedContent(content: Buffer, path: string, quick = false): { brotli: Buffer; gzip: Buffer } {
  const quality = quick ? quickBrotliQuality : path.endsWith(".html") ? pageQuality : constants.BROTLI_MAX_QUALITY;
  return {
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzip: gzipSync(content, { level: quick ? quickGzipLevel : 9 }),
  };
}

/** A brotli copy and a gzip copy at level 9 (quick ones when the job says so): made once, so the server never compresses. */
export function compressFile({ source, brotli, gzip, quick }: CompressJob): CompressedFile {
  const { brotli: brotliCopy, gzip: gzipCopy } = compressedContent(readFileSync(source), source, quick);
  // Written whole or not at all: a copy cut short by a build that stopped would be served, or taken from the cache.
  for (const path of brotli) replaceFile(path, brotliCopy);
  for (const path of gzip) replaceFile(path, gzipCopy);
  return { brotliBytes: brotliCopy.length };
}
