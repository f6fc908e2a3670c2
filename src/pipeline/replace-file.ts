import { copyFileSync, renameSync, writeFileSync } from "node:fs";
import { threadId } from "node:worker_threads";

/**
 * A file of the build written whole or not at all, by a new file renamed over the old one: a reader (a visitor's
 * request) sees the old content or the new, never half of it; a build that stops leaves no file cut short; and a
 * file that is a hard link of the live site's (a release made from it, src/pipeline/site-releases.ts) is replaced,
 * not changed under the live site.
 */
export function replaceFile(path: string, content: string | Buffer): void {
  const partial = `${path}.${process.pid}-${threadId}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, path);
}

/** replaceFile with another file's content. */
export function replaceWithCopy(source: string, path: string): void {
  const partial = `${path}.${process.pid}-${threadId}.partial`;
  copyFileSync(source, partial);
  renameSync(partial, path);
}
