import { spawn } from "node:child_process";
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { buildStateFile } from "../../build/build-state.ts";
import type { LiveSite } from "../../server/live-site.ts";

/** The last lines a failed build printed: what the person who published is told. */
const tailOf = (output: string, lines = 12) => output.trim().split("\n").slice(-lines).join("\n");

export class BuildFailed extends Error {}

/**
 * Each publish builds a new copy of the live site beside it (a release) and then swaps it in whole
 * (src/server/live-site.ts). A release starts as hard links to every file of the live site, with its build state,
 * so the build redoes only what the change needs; the build replaces files by renaming new ones over them
 * (src/build/replace-file.ts), so the live site's files are never changed under it.
 */
export class Releases {
  private readonly folder: string;

  constructor(
    private readonly root: string,
    private readonly live: LiveSite,
  ) {
    this.folder = join(root, ".cache/releases");
    // Releases of an earlier run of the server: `npm start` built dist/ afresh since.
    this.removeAllBut([]);
  }

  /** A new release: the live site, linked file by file, with its build state. */
  prepare(): string {
    const release = join(this.folder, `release-${Date.now()}-${process.pid}`);
    const from = this.live.current.dir;
    linkTree(from, release);
    const state = buildStateFile(this.root, from);
    if (existsSync(state)) copyFileSync(state, buildStateFile(this.root, release));
    return release;
  }

  /** Builds the site from site-data/ as it is on disk into the release, as `npm run build -- --out` does. */
  build(release: string): Promise<{ output: string; ms: number }> {
    const started = performance.now();
    const env = { ...process.env };
    // A publish builds what changed; CI=true would make it a full build.
    delete env.CI;
    return new Promise((done, fail) => {
      const child = spawn(
        process.execPath,
        [join(this.root, "node_modules/tsx/dist/cli.mjs"), join(this.root, "scripts/build.ts"), "--out", release],
        { cwd: this.root, env, stdio: ["ignore", "pipe", "pipe"] },
      );
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("error", (error) => fail(new BuildFailed(error.message)));
      child.on("exit", (code) =>
        code === 0
          ? done({ output, ms: performance.now() - started })
          : fail(new BuildFailed(tailOf(output) || `the build stopped (exit code ${code})`)),
      );
    });
  }

  /** The release is the site from now on; releases older than the one it replaces are removed. */
  adopt(release: string): void {
    const previous = this.live.current.dir;
    this.live.swap(release);
    // The one before stays a while: requests that began on it are still being answered from it.
    this.removeAllBut([release, previous]);
  }

  /** A release that will not be used (its build failed). */
  discard(release: string): void {
    rmSync(release, { recursive: true, force: true });
    rmSync(buildStateFile(this.root, release), { force: true });
  }

  private removeAllBut(keep: string[]): void {
    if (!existsSync(this.folder)) return;
    const kept = new Set(keep.map((dir) => basename(resolve(dir))));
    for (const entry of readdirSync(this.folder)) {
      const name = entry.replace(/\.build-state\.json$/, "");
      if (!kept.has(name)) rmSync(join(this.folder, entry), { recursive: true, force: true });
    }
  }
}

/** `to` made with a hard link to every file of `from`, and its folders. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) linkSync(source, target);
  }
}
