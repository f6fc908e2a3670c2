import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import type { OutputRecord } from "./build-state.ts";
import { replaceFile } from "./replace-file.ts";
import { ServerError } from "../core/errors/server-errors.ts";

/** Text files get a brotli and a gzip copy (src/pipeline/compressed-copies.ts). */
const compressible = /\.(html|js|css|json|svg|xml|txt|map)$/;
/** Below this, a compressed copy saves less than the bytes of the Content-Encoding header it needs. */
const minimumCompressedBytes = 512;
export const compressedSuffixes = [".br", ".gz"] as const;

export const contentHash = (content: string | Buffer) => createHash("sha256").update(content).digest("hex");

/**
 * The files of dist/ as a build writes them: each is written only when its content differs from what the last build
 * left there, what the last build wrote and this one does not is removed at the end, and what was written is what
 * needs compressing again.
 */
export interface OutputFiles {
  /**
   * Writes a file unless the last build left this very content there; returns its record when it was written (its
   * compressed copies are to be made again), null when it was left as it was.
   */
  put(path: string, content: string | Buffer): OutputRecord | null;
  /** A file the last build wrote that stays as it is (a page not rendered again). */
  keep(path: string): void;
  /** A file another step wrote into dist/ (the images), named by its content; returns its record when it is new. */
  adopt(path: string): OutputRecord | null;
  /** Removes the last build's files this build did not put, keep or adopt, with their compressed copies and emptied folders. */
  finish(): { outputs: Record<string, OutputRecord>; written: string[]; removed: string[] };
}

export function outputFiles(dist: string, previous: Record<string, OutputRecord>): OutputFiles {
  const outputs: Record<string, OutputRecord> = {};
  const written = new Set<string>();
  const record = (path: string, next: OutputRecord) => {
    const before = previous[path];
    // A file that shrank below the threshold loses the copies it had.
    if (before?.compressed && !next.compressed)
      for (const suffix of compressedSuffixes) rmSync(join(dist, path + suffix), { force: true });
    outputs[path] = next;
  };
  return {
    put(path, content) {
      const size = Buffer.byteLength(content);
      const next = {
        hash: contentHash(content),
        size,
        compressed: compressible.test(path) && size >= minimumCompressedBytes,
      };
      // The same file put twice is harmless; two different files of one name would lose one of them.
      if (outputs[path]) {
        if (outputs[path].hash !== next.hash) throw new ServerError("build-output-collision", { path });
        return null;
      }
      record(path, next);
      if (previous[path]?.hash === next.hash) return null;
      const file = join(dist, path);
      mkdirSync(dirname(file), { recursive: true });
      replaceFile(file, content);
      written.add(path);
      return next;
    },
    keep(path) {
      const before = previous[path];
      if (!before) throw new ServerError("build-output-not-kept", { path });
      outputs[path] ??= before;
    },
    adopt(path) {
      const file = join(dist, path);
      const size = statSync(file).size;
      const isCompressible = compressible.test(path) && size >= minimumCompressedBytes;
      // Photos' copies are named by their content; a text file (a drawing) is hashed for its compressed copies' sake.
      const next = {
        hash: isCompressible ? contentHash(readFileSync(file)) : contentHash(path),
        size,
        compressed: isCompressible,
      };
      record(path, next);
      if (previous[path]?.hash === next.hash) return null;
      written.add(path);
      return next;
    },
    finish() {
      const removed = Object.keys(previous).filter((path) => !(path in outputs));
      for (const path of removed) {
        for (const suffix of ["", ...compressedSuffixes]) rmSync(join(dist, path + suffix), { force: true });
        removeEmptyFolders(dist, dirname(path));
      }
      return { outputs, written: [...written], removed };
    },
  };
}

function removeEmptyFolders(dist: string, folder: string): void {
  for (let current = folder; current !== "." && current !== ""; current = dirname(current)) {
    const absolute = join(dist, current);
    if (!existsSync(absolute) || readdirSync(absolute).length) return;
    rmdirSync(absolute);
  }
}

/** Whether every file the last build wrote is in dist/ at its size, with its compressed copies. */
export function outputsIntact(dist: string, outputs: Record<string, OutputRecord>): boolean {
  return Object.entries(outputs).every(([path, { size, compressed }]) => {
    const file = join(dist, path);
    if (!existsSync(file) || statSync(file).size !== size) return false;
    return !compressed || compressedSuffixes.every((suffix) => existsSync(file + suffix));
  });
}
