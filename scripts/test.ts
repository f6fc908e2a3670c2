/**
 * `npm test`: the whole suite, as CI runs it. Steps that do not depend on each other run at the same time, so that a
 * two-core machine is kept busy: the quick checks (one core) beside the unit tests, nginx beside the incremental
 * build. A step that runs alone shows its output as it comes; steps that run together show theirs one after the
 * other, each as it ends. The first stage that fails stops the run (the later ones need what it checks, the build
 * above all); at the end, a table says how long each step took. */
import { spawn } from "node:child_process";
import { pipeline } from "./test-pipeline.ts";

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
}

const running = new Set<number>();

/** Runs `npm run <script>` in its own process group (so that Ctrl+C stops what it started too). */
function runScript(script: string, alone: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", script], {
      detached: true,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      // Output kept to be shown later is plain text; a step shown as it runs colours it as it would alone.
      env: alone ? process.env : { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
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

async function runStep(scripts: string[], alone: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const script of scripts) {
    const started = Date.now();
    if (!alone) console.log(`… ${script} started`);
    const { ok, output } = await runScript(script, alone);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (!alone) console.log(`\n━━ ${script} (${ok ? "passed" : "FAILED"}, ${seconds} s) ━━\n${output.trimEnd()}\n`);
    results.push({ name: script, ok, seconds });
    if (!ok) break;
  }
  return results;
}

const stopAll = () => {
  for (const pid of running) {
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  process.exit(130);
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

const started = Date.now();
const results: Result[] = [];
for (const stage of pipeline) {
  const alone = stage.length === 1;
  const stageResults = (await Promise.all(stage.map((step) => runStep(step, alone)))).flat();
  results.push(...stageResults);
  if (stageResults.some((result) => !result.ok)) break;
}

const failed = results.filter((result) => !result.ok);
const skipped = pipeline.flat(2).filter((script) => !results.some((result) => result.name === script));
console.log("\nnpm test:");
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? "passed" : "FAILED"}  ${name.padEnd(24)} ${seconds} s`);
for (const name of skipped) console.log(`  not run ${name}`);
console.log(
  `${failed.length ? `FAILED: ${failed.map((result) => result.name).join(", ")}` : "All passed"}, in ${Math.round((Date.now() - started) / 1000)} s.`,
);
process.exitCode = failed.length ? 1 : 0;
