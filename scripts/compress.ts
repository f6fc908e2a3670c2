/**
 * The last build step: a brotli (.br) and a gzip (.gz) copy beside every text file of dist/, made once at the
 * highest settings, so the server sends compressed files without compressing on each request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = resolve(import.meta.dirname, "../dist");
const compressible = /\.(html|js|css|json|svg|xml|txt|map)$/;
/** Below this, a compressed copy saves less than the bytes of the Content-Encoding header it needs. */
const minimumBytes = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

const started = performance.now();
let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (statSync(file).size < minimumBytes) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  before += content.length;
  after += brotli.length;
}
console.log(`Compressed ${count} files: ${Math.round(before / 1024)} kB -> ${Math.round(after / 1024)} kB with brotli, in ${Math.round(performance.now() - started)} ms.`);
