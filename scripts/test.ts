/**
 * `npm test`: the whole suite, as CI runs it. Steps that do not depend on each other run at the same time, so that a
 * two-core machine is kept busy: the quick checks (one core) beside the unit tests, nginx beside the incremental
 * build. A step that runs alone shows its output as it comes; steps that run together show theirs one after the
 * other, each as it ends. The first stage that fails stops the run (the later ones need what it checks, the build
 * above all); at the end, a table says how long each step took.
 *
 * First, in a few milliseconds, what the tests need of the system (scripts/prerequisites.ts): on Debian as root what
 * is missing is installed, elsewhere the run stops at once saying what to install. `--postgres` (and `--ci`, and CI
 * set) runs the storage tests against a PostgreSQL it starts too; `--ci` also installs what .ci/run's machine has
 * for the benchmark (the full Chromium). */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { prepare } from "./prerequisites.ts";
import { onTheSiteCopy, pipeline } from "./test-pipeline.ts";
import { runStages, summary } from "./test-stages.ts";

let options: { ci?: boolean; postgres?: boolean };
try {
  options = parseArgs({ options: { ci: { type: "boolean" }, postgres: { type: "boolean" } } }).values;
} catch {
  console.error(
    `npm test takes --postgres and --ci (as npm test -- --postgres), not ${process.argv.slice(2).join(" ")}.`,
  );
  process.exit(2);
}
if (!prepare(options)) process.exit(1);

/** The copy of the site with added content: built once by test:added-content, and where the later steps run. */
const siteCopy = mkdtempSync(join(tmpdir(), "site-with-added-content-"));

const running = new Set<number>();

/** Runs `npm run <script>` in its own process group (so that Ctrl+C stops what it started too). */
function runScript(script: string, alone: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", script], {
      cwd: onTheSiteCopy.has(script) ? siteCopy : undefined,
      detached: true,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      // Output kept to be shown later is plain text; a step shown as it runs colours it as it would alone.
      env: {
        ...process.env,
        SITE_COPY: siteCopy,
        ...(alone ? {} : { FORCE_COLOR: process.env.FORCE_COLOR ?? "0" }),
      },
    });
    running.add(child.pid!);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      running.delete(child.pid!);
      resolve({ ok: code === 0, output });
    });
  });
}

const stopAll = () => {
  for (const pid of running) {
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  rmSync(siteCopy, { recursive: true, force: true });
  process.exit(130);
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

const started = Date.now();
const results = await runStages(pipeline, runScript, (line) => console.log(line));
rmSync(siteCopy, { recursive: true, force: true });
for (const line of summary(pipeline, results, Math.round((Date.now() - started) / 1000))) console.log(line);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
