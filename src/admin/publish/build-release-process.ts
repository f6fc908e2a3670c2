import { spawn } from "node:child_process";
import { typeScriptArgs } from "./typescript-process.ts";

/** The last lines a failed build printed: what the person who published is told. */
const tailOf = (output: string, lines = 12) => output.trim().split("\n").slice(-lines).join("\n");

export class BuildFailed extends Error {}

/**
 * Builds the site from site-data/ as it is on disk into a release folder, as `npm run build -- --out <folder>
 * --quick-compress` does, in a process of its own (a build uses every core, and a failure in it never takes the server
 * down).
 */
export const buildRelease =
  (root: string) =>
  (release: string): Promise<{ output: string; ms: number }> => {
    const started = performance.now();
    const env = { ...process.env };
    // A publish builds what changed; CI=true would make it a full build.
    delete env.CI;
    return new Promise((done, fail) => {
      const child = spawn(
        process.execPath,
        // Quick compressed copies, so the release is live sooner; the publisher has them compressed fully once it is.
        [...typeScriptArgs(root, "scripts/build.ts"), "--out", release, "--quick-compress"],
        { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] },
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
  };
