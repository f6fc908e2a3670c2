/**
 * How `npm test` runs its pipeline (scripts/test-pipeline.ts), apart from how a script is started: each stage's steps
 * at the same time, a step's scripts one after the other, a step stopping at its first failure and the run at the
 * first stage that has one. What runs a script is passed in, so that the order can be tested without running any.
 */
export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs one script; `alone`: no other step of its stage runs beside it (its output can be shown as it comes). */
export type ScriptRunner = (script: string, alone: boolean) => Promise<{ ok: boolean; output: string }>;

/** What is said as steps start and end; a step running beside others shows its output only when it ends. */
export type Reporter = (line: string) => void;

async function runStep(scripts: string[], alone: boolean, run: ScriptRunner, say: Reporter): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const script of scripts) {
    const started = Date.now();
    if (!alone) say(`… ${script} started`);
    const { ok, output } = await run(script, alone);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (!alone) say(`\n━━ ${script} (${ok ? "passed" : "FAILED"}, ${seconds} s) ━━\n${output.trimEnd()}\n`);
    results.push({ name: script, ok, seconds });
    if (!ok) break;
  }
  return results;
}

/** Every stage in turn, until one fails; the results of what ran, in the order steps ended within each stage. */
export async function runStages(pipeline: string[][][], run: ScriptRunner, say: Reporter): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const stage of pipeline) {
    const alone = stage.length === 1;
    const stageResults = (await Promise.all(stage.map((step) => runStep(step, alone, run, say)))).flat();
    results.push(...stageResults);
    if (stageResults.some((result) => !result.ok)) break;
  }
  return results;
}

/** The table at the end: each script's outcome and time, what was not run, and the verdict. */
export function summary(pipeline: string[][][], results: StepResult[], seconds: number): string[] {
  const failed = results.filter((result) => !result.ok);
  const notRun = pipeline.flat(2).filter((script) => !results.some((result) => result.name === script));
  return [
    "",
    "npm test:",
    ...results.map(({ name, ok, seconds }) => `  ${ok ? "passed" : "FAILED"}  ${name.padEnd(24)} ${seconds} s`),
    ...notRun.map((name) => `  not run ${name}`),
    `${failed.length ? `FAILED: ${failed.map((result) => result.name).join(", ")}` : "All passed"}, in ${seconds} s.`,
  ];
}
