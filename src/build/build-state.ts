import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** An address as the last build rendered it. */
export interface PageRecord {
  /** What its HTML was made from (src/build/render-plan.ts): the same key makes the same file. */
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
}

/** What the last build left in dist/ and made it from: the next build redoes only what changed. */
export interface BuildState {
  format: 2;
  /** The code fingerprint the bundles and pages were made with (src/build/code-fingerprint.ts). */
  code: string;
  /** By address. */
  pages: Record<string, PageRecord>;
  /** By path under dist/ ("blog/x/index.html"). */
  outputs: Record<string, OutputRecord>;
}

const stateFile = (root: string) => join(root, ".cache/build-state.json");

/** The last build's state, or null when there was none (or it is from another version of this file's format). */
export function readBuildState(root: string): BuildState | null {
  try {
    const state = JSON.parse(readFileSync(stateFile(root), "utf8")) as BuildState;
    return state.format === 2 ? state : null;
  } catch {
    return null;
  }
}

/** Written last, once dist/ is complete. */
export function writeBuildState(root: string, state: BuildState): void {
  mkdirSync(dirname(stateFile(root)), { recursive: true });
  writeFileSync(stateFile(root), JSON.stringify(state));
}

/** Forgotten before dist/ changes: a build that stops half-way leaves no state, and the next build is a full one. */
export function forgetBuildState(root: string): void {
  rmSync(stateFile(root), { force: true });
}
