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

/** A brotli copy and a gzip copy at level 9: made once, so the server never compresses. */
export function compressFile({ source, brotli, gzip }: CompressJob): CompressedFile {
  const content = readFileSync(source);
  const quality = source.endsWith(".html") ? pageQuality : constants.BROTLI_MAX_QUALITY;
  const brotliCopy = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzipCopy = gzipSync(content, { level: 9 });
  // Written whole or not at all: a copy cut short by a build that stopped would be served, or taken from the cache.
  for (const path of brotli) replaceFile(path, brotliCopy);
  for (const path of gzip) replaceFile(path, gzipCopy);
  return { brotliBytes: brotliCopy.length };
}
