import { stripVTControlCharacters } from "node:util";
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

/** A duration as builds print it: "118 ms", "10.77s", and from a minute on Vite's "1m 5s" or "2m". */
const duration = String.raw`\d+(?:\.\d+)? ?(?:ms|s|m(?: \d+(?:\.\d+)? ?s)?)`;
const timedAtEnd = new RegExp(String.raw`^(.*?)\bin (${duration})[.!]?$`);
const timedAfterName = new RegExp(String.raw`^([^:]+):\s*(${duration})$`);

function toMs(text: string): number {
  const [, minutes = "0", seconds = "0"] = /^(?:(\d+) ?m)? ?(?:([\d.]+) ?s)?$/.exec(text) ?? [];
  const milliseconds = /^([\d.]+) ?ms$/.exec(text)?.[1];
  return milliseconds === undefined ? (Number(minutes) * 60 + Number(seconds)) * 1000 : Number(milliseconds);
}

/**
 * The steps a build's output times, in order: lines that end "... in 7102 ms." or "✓ built in 10.77s" (what
 * validate.ts, Vite, prerender.ts and compress.ts print today; Vite writes "1m 5s" from a minute on), or
 * "step: 1.2 s". Named by their first words, so that the same step has the same name at every scale (the counts in
 * the line change).
 */
export function buildSteps(lines: string[]): BuildStep[] {
  const steps: BuildStep[] = [];
  const seen = new Map<string, number>();
  for (const raw of lines) {
    // Vite colours its output on a terminal.
    const line = stripVTControlCharacters(raw).trim();
    const timed = timedAtEnd.exec(line) ?? timedAfterName.exec(line);
    if (!timed) continue;
    const words = /^[^:\d(]*/.exec(timed[1])![0].replace(/[\s,]+$/, "") || line;
    const count = (seen.get(words) ?? 0) + 1;
    seen.set(words, count);
    steps.push({ name: count === 1 ? words : `${words} (${count})`, ms: toMs(timed[2]), line });
  }
  return steps;
}

/** `npm run build` in `projectRoot`, with the time of each step it reports. */
export async function timeBuild(projectRoot: string): Promise<BuildTime> {
  const lines: string[] = [];
  const { ms } = await mustRun("npm", ["run", "build"], projectRoot, {}, (line) => lines.push(line));
  return { ms, steps: buildSteps(lines) };
}
