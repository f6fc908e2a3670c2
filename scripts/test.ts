/**
 * `npm test`: the whole suite, as CI runs it. Steps that do not depend on each other run at the same time, so that a
 * two-core machine is kept busy: the quick checks (one core) beside the unit tests, nginx beside the incremental
 * build. A step that runs alone shows its output as it comes; steps that run together show theirs one after the
 * other, each as it ends. The first stage that fails stops the run (the later ones need what it checks, the build
 * above all); at the end, a table says how long each step took. */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTheSiteCopy, pipeline } from "./test-pipeline.ts";
import { runStages, summary } from "./test-stages.ts";

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
