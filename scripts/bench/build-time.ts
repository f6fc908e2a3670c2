import { mustRun } from "./util.ts";

/** A step of the build as its own output times it. */
export interface BuildStep {
  /** The line's words before its figures ("Prerendered", "✓ built"), numbered from the second time they come. */
  name: string;
  ms: number;
  /** The whole line, as printed. */
  line: string;
}

export interface BuildTime {
  /** `npm run build`, whole command. */
  ms: number;
  steps: BuildStep[];
}

const toMs = (value: string, unit: string) => Number(value) * (unit === "s" ? 1000 : 1);

/**
 * The steps a build's output times, in order: lines that end "... in 7102 ms." or "✓ built in 10.77s" (what
 * validate.ts, Vite, prerender.ts and compress.ts print today), or "step: 1.2 s". Named by their first words, so that
 * the same step has the same name at every scale (the counts in the line change).
 */
export function buildSteps(lines: string[]): BuildStep[] {
  const steps: BuildStep[] = [];
  const seen = new Map<string, number>();
  for (const raw of lines) {
    // Vite colours its output on a terminal.
    const line = raw.replace(/\x1b\[[0-9;]*m/g, "").trim();
    const timed = /^(.*?)\bin (\d+(?:\.\d+)?) ?(ms|s)\b[.!]?$/.exec(line) ?? /^([^:]+):\s*(\d+(?:\.\d+)?) ?(ms|s)$/.exec(line);
    if (!timed) continue;
    const words = /^[^:\d(]*/.exec(timed[1])![0].replace(/[\s,]+$/, "") || line;
    const count = (seen.get(words) ?? 0) + 1;
    seen.set(words, count);
    steps.push({ name: count === 1 ? words : `${words} (${count})`, ms: toMs(timed[2], timed[3]), line });
  }
  return steps;
}

/** `npm run build` in `projectRoot`, with the time of each step it reports. */
export async function timeBuild(projectRoot: string): Promise<BuildTime> {
  const lines: string[] = [];
  const { ms } = await mustRun("npm", ["run", "build"], projectRoot, {}, (line) => lines.push(line));
  return { ms, steps: buildSteps(lines) };
}
