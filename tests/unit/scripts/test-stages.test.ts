import { describe, expect, it } from "vitest";
import { runStages, summary, type ScriptRunner } from "../../../scripts/test-stages.ts";

/** A runner that records what started when, and fails the scripts named. */
function fakeRunner(failing: string[] = []) {
  const events: string[] = [];
  const run: ScriptRunner = async (script, alone) => {
    events.push(`start ${script}${alone ? " alone" : ""}`);
    await new Promise((resolve) => setTimeout(resolve, script.startsWith("slow") ? 20 : 1));
    events.push(`end ${script}`);
    return { ok: !failing.includes(script), output: `${script} said this` };
  };
  return { run, events };
}

describe("npm test's stages", () => {
  it("starts a stage's steps together, a step's scripts one after another, and a lone step with its output as it comes", async () => {
    const { run, events } = fakeRunner();
    const said: string[] = [];
    const results = await runStages([[["a", "b"], ["slow"]], [["c"]]], run, (line) => said.push(line));
    expect(events.slice(0, 2)).toEqual(["start a", "start slow"]);
    expect(events.indexOf("start b")).toBeGreaterThan(events.indexOf("end a"));
    expect(events.indexOf("start c alone")).toBeGreaterThan(events.indexOf("end slow"));
    expect(results.map((result) => result.name).sort()).toEqual(["a", "b", "c", "slow"]);
    // Output held back while steps run side by side is shown when each ends; a lone step shows its own.
    expect(said.join("\n")).toContain("slow said this");
    expect(said.join("\n")).not.toContain("c said this");
  });

  it("stops at the first stage that fails, after its other steps end, and says what failed and what did not run", async () => {
    const { run, events } = fakeRunner(["a"]);
    const pipeline = [[["a", "b"], ["slow"]], [["c"]]];
    const results = await runStages(pipeline, run, () => undefined);
    expect(events).not.toContain("start b");
    expect(events).toContain("end slow");
    expect(events).not.toContain("start c alone");
    const table = summary(pipeline, results, 12);
    expect(table).toContain("  FAILED  a                        0 s");
    expect(table).toContain("  not run b");
    expect(table).toContain("  not run c");
    expect(table.at(-1)).toBe("FAILED: a, in 12 s.");
  });

  it("says All passed when every script passed", async () => {
    const { run } = fakeRunner();
    const pipeline = [[["a"]], [["b"], ["c"]]];
    expect(summary(pipeline, await runStages(pipeline, run, () => undefined), 3).at(-1)).toBe("All passed, in 3 s.");
  });
});
