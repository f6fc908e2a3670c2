import { median, runCommand } from "./util.ts";

export interface ValidateTime {
  /** `npx tsx scripts/validate.ts`, whole command, each run. */
  runsMs: number[];
  commandMs: number;
  /** What validate.ts itself reports ("checked in N ms"), each run: the work without Node's start-up. */
  inProcessRunsMs: number[];
  inProcessMs: number | null;
  /** The files it says it checked ("N files"). */
  files: number | null;
}

/**
 * What validate.ts says of itself on its summary line, "Site data is valid: 143 files, 121 blocks, checked in
 * 1722 ms." (the warnings before it may name files too).
 */
export function validateFigures(output: string): { inProcessMs: number | null; files: number | null } {
  const summary = output.split("\n").findLast((line) => /checked in \d/.test(line)) ?? "";
  const number = (pattern: RegExp) => {
    const found = pattern.exec(summary)?.[1];
    return found === undefined ? null : Number(found);
  };
  return { inProcessMs: number(/checked in (\d+(?:\.\d+)?) ms/), files: number(/(\d+) files\b/) };
}

/** `npx tsx scripts/validate.ts` in `projectRoot`, `runs` times; invalid site data is a failure of the bench. */
export async function timeValidate(projectRoot: string, runs = 3): Promise<ValidateTime> {
  const runsMs: number[] = [];
  const inProcessRunsMs: number[] = [];
  let files: number | null = null;
  for (let i = 0; i < runs; i++) {
    // Its summary line, wherever it comes among the warnings (which a large site has more of than the kept output).
    let summary = "";
    const result = await runCommand("npx", ["tsx", "scripts/validate.ts"], projectRoot, {}, (line) => {
      if (/checked in \d/.test(line)) summary = line;
    });
    if (result.code !== 0) throw new Error(`Site data in ${projectRoot} is not valid:\n${result.output.slice(-4000)}`);
    runsMs.push(result.ms);
    const figures = validateFigures(summary);
    if (figures.inProcessMs !== null) inProcessRunsMs.push(figures.inProcessMs);
    files = figures.files ?? files;
  }
  return { runsMs, commandMs: median(runsMs)!, inProcessRunsMs, inProcessMs: median(inProcessRunsMs), files };
}
