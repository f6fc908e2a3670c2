import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtRoutes } from "../../src/pipeline/route-weight.ts";
import { mustRun, onInterrupt } from "./util.ts";
import { timeValidate, type ValidateTime } from "./validate-time.ts";

export interface PipelineScale {
  multiplier: number;
  /** Routes in the build's sitemap.xml. */
  pages: number;
  /** `npx tsx scripts/validate.ts`, whole command, each run. */
  validateRunsMs: number[];
  validateMs: number;
  /** What validate.ts itself reports ("checked in N ms"): the work without Node's start-up. */
  validateInProcessMs: number | null;
  buildMs: number;
  validatePerPageMs: number;
  buildPerPageMs: number;
}

export interface PipelineReport {
  scales: PipelineScale[];
  /** Per-page time at the largest multiplier over per-page time at 1x (fixed start-up costs favour the large site). */
  ratios: { validate: number; build: number };
  /**
   * The cost of each added page between the two largest scales over its cost between the two smallest: free of
   * fixed start-up costs, so above 1 means each page costs more the more pages there are (worse than linear).
   */
  marginalRatios: { validate: number; build: number } | null;
}

/** What `npm run build` needs; node_modules is linked, not copied. */
const projectFiles = [
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "index.html",
  "schemas",
  "src",
  "scripts",
  "public",
  "site-data",
];

/**
 * N-1 copies of every ordinary page (not a detail page, not the not-found page, not Home). Validation wants each
 * page's id to equal its file name and no two pages to share a path; titles may repeat.
 */
function multiplyPages(projectRoot: string, multiplier: number) {
  const dir = join(projectRoot, "site-data/pages");
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".json"))) {
    const page = JSON.parse(readFileSync(join(dir, name), "utf8")) as { id: string; path: string; collection?: string };
    if ("collection" in page || page.path === "*" || page.path === "/") continue;
    for (let k = 1; k < multiplier; k++) {
      const id = `${page.id}-copy-${k}`;
      writeFileSync(
        join(dir, `${id}.json`),
        `${JSON.stringify({ ...page, id, path: `${page.path}-copy-${k}` }, null, 2)}\n`,
      );
    }
  }
}

function scale(multiplier: number, pages: number, validate: ValidateTime, buildMs: number): PipelineScale {
  const validateMs = validate.commandMs;
  return {
    multiplier,
    pages,
    validateRunsMs: validate.runsMs,
    validateMs,
    validateInProcessMs: validate.inProcessMs,
    buildMs,
    validatePerPageMs: validateMs / pages,
    buildPerPageMs: buildMs / pages,
  };
}

/**
 * Validate and build time per page at 1x (the real data in the project, with the build timed at the start of the
 * bench) and on synthetic sites with 10x and 100x the pages, each built in a temporary copy of the project.
 */
export async function measurePipeline(
  root: string,
  realBuildMs: number,
  log: (line: string) => void,
  multipliers = [10, 100],
): Promise<PipelineReport> {
  const scales = [scale(1, builtRoutes(join(root, "dist")).length, await timeValidate(root), realBuildMs)];
  log(
    `  1x: ${scales[0].pages} pages, validate ${scales[0].validateMs.toFixed(0)} ms, build ${(realBuildMs / 1000).toFixed(1)} s`,
  );
  for (const multiplier of multipliers) {
    const copy = mkdtempSync(join(tmpdir(), `bench-pipeline-${multiplier}x-`));
    const forget = onInterrupt(() => rm(copy, { recursive: true, force: true, maxRetries: 5 }));
    try {
      // Asynchronously, so the bench still answers Ctrl+C: tsx kills a script that does not acknowledge a signal within 60 ms.
      for (const entry of projectFiles) await cp(join(root, entry), join(copy, entry), { recursive: true });
      symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
      multiplyPages(copy, multiplier);
      const validate = await timeValidate(copy);
      const build = await mustRun("npm", ["run", "build"], copy);
      const measured = scale(multiplier, builtRoutes(join(copy, "dist")).length, validate, build.ms);
      scales.push(measured);
      log(
        `  ${multiplier}x: ${measured.pages} pages, validate ${measured.validateMs.toFixed(0)} ms, build ${(measured.buildMs / 1000).toFixed(1)} s`,
      );
    } finally {
      await rm(copy, { recursive: true, force: true, maxRetries: 5 });
      forget();
    }
  }
  const [first, last] = [scales[0], scales[scales.length - 1]];
  const marginal = (from: PipelineScale, to: PipelineScale, time: (scale: PipelineScale) => number) =>
    (time(to) - time(from)) / (to.pages - from.pages);
  const marginalRatio = (time: (scale: PipelineScale) => number) =>
    marginal(scales[scales.length - 2], last, time) / marginal(first, scales[1], time);
  return {
    scales,
    ratios: {
      validate: last.validatePerPageMs / first.validatePerPageMs,
      build: last.buildPerPageMs / first.buildPerPageMs,
    },
    marginalRatios:
      scales.length >= 3
        ? { validate: marginalRatio((scale) => scale.validateMs), build: marginalRatio((scale) => scale.buildMs) }
        : null,
  };
}
