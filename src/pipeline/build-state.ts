import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** An address as the last build rendered it. */
export interface PageRecord {
  /** What its HTML was made from (src/pipeline/render-plan.ts): the same key makes the same file. */
  key: string;
  /** Its file under dist/, "blog/x/index.html". */
  file: string;
}

/** A file the build wrote under dist/. */
export interface OutputRecord {
  /** A hash of its content (or of its name, for a file named by its content). */
  hash: string;
  size: number;
  /** Whether it has a brotli and a gzip copy beside it. */
  compressed: boolean;
  /**
   * Whether those copies are a publish's quick ones (src/pipeline/compressed-copies.ts), not yet known to be replaced by
   * full-quality ones: the next build takes the full ones from the cache, or makes them.
   */
  quick?: boolean;
}

/** What the last build left in dist/ and made it from: the next build redoes only what changed. */
export interface BuildState {
  format: 2;
  /** The code fingerprint the bundles and pages were made with (src/pipeline/code-fingerprint.ts). */
  code: string;
  /** By address. */
  pages: Record<string, PageRecord>;
  /** By path under dist/ ("blog/x/index.html"). */
  outputs: Record<string, OutputRecord>;
}

/**
 * Where the state of a build's output folder is kept: dist/'s in .cache/build-state.json; another folder's (a release,
 * src/pipeline/site-releases.ts) beside it, as "<folder>.build-state.json".
 */
export function buildStateFile(root: string, outDir: string): string {
  return resolve(outDir) === resolve(root, "dist")
    ? join(root, ".cache/build-state.json")
    : `${resolve(outDir)}.build-state.json`;
}

/** The last build's state, or null when there was none (or it is from another version of this file's format). */
export function readBuildState(file: string): BuildState | null {
  try {
    const state = JSON.parse(readFileSync(file, "utf8")) as BuildState;
    return state.format === 2 ? state : null;
  } catch {
    return null;
  }
}

/** Written last, once the output folder is complete. */
export function writeBuildState(file: string, state: BuildState): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state));
}

/** Forgotten before the output folder changes: a build that stops half-way leaves no state, and the next build is a full one. */
export function forgetBuildState(file: string): void {
  rmSync(file, { force: true });
}
