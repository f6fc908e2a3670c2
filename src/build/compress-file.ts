import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CompressedFile, CompressJob } from "./worker-protocol.ts";

/** A brotli copy at the highest quality and a gzip copy at level 9: made once, so the server never compresses. */
export function compressFile({ source, brotli, gzip }: CompressJob): CompressedFile {
  const content = readFileSync(source);
  const brotliCopy = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzipCopy = gzipSync(content, { level: 9 });
  for (const path of brotli) writeFileSync(path, brotliCopy);
  for (const path of gzip) writeFileSync(path, gzipCopy);
  return { brotliBytes: brotliCopy.length };
}
