/**
 * `tsx scripts/full-compression.ts <release>`: the quick compressed copies a publish made in <release> replaced by
 * full-quality ones (src/pipeline/full-compression.ts). The server runs it once the publish is live
 * (src/server/admin/publish/full-compression-process.ts); by hand it does the same for a release a stopped server left quick.
 */
import { resolve } from "node:path";
import { compressFully } from "../src/pipeline/full-compression.ts";

const [release] = process.argv.slice(2);
if (!release) throw new Error("Usage: tsx scripts/full-compression.ts <release>");
const started = performance.now();
const { files, copied } = compressFully(resolve(import.meta.dirname, ".."), resolve(release));
console.log(
  `${files} files compressed fully (${copied} copied from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
