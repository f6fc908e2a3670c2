import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { threadId } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CompressedFile, CompressJob } from "./worker-protocol.ts";

/** Written whole or not at all: a copy cut short by a build that stopped would be served, or taken from the cache. */
function writeWhole(path: string, content: Buffer): void {
  const partial = `${path}.${process.pid}-${threadId}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, path);
}

/** A brotli copy at the highest quality and a gzip copy at level 9: made once, so the server never compresses. */
export function compressFile({ source, brotli, gzip }: CompressJob): CompressedFile {
  const content = readFileSync(source);
  const brotliCopy = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzipCopy = gzipSync(content, { level: 9 });
  for (const path of brotli) writeWhole(path, brotliCopy);
  for (const path of gzip) writeWhole(path, gzipCopy);
  return { brotliBytes: brotliCopy.length };
}
