/** The parts of `npm run bench` that `--skip` can leave out. */
export const skipKeys = [
  "lighthouse",
  "images",
  "packages",
  "pipeline",
  "editor",
  "visual-editor",
  "publish",
  "publish-1000",
  "publish-40",
  "review",
  "review-1000",
  "sign-in-flood",
  "submissions",
  "instances",
  "scale",
] as const;
/** The parts that measure the real site's build; when all are skipped, the bench does not build it. */
export const partsNeedingBuild = ["lighthouse", "images", "packages", "pipeline"] as const;

export const usage = `Usage: npm run bench -- [--routes=/,/about] [--runs=3] [--skip=${skipKeys.join(",")}] [--scales=0,100,1000]`;

export interface BenchOptions {
  routes: string[] | null;
  runs: number;
  skip: string[];
  /** Posts added to each copy of the site that the scale part measures. */
  scales: number[];
}

export function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = { routes: null, runs: 3, skip: [], scales: [0, 100, 1000] };
  for (const arg of argv) {
    const [, key, value = ""] = /^--([^=]+)(?:=(.*))?$/.exec(arg) ?? [];
    if (key === "routes") options.routes = value.split(",").filter(Boolean);
    else if (key === "runs" && /^[1-9]\d*$/.test(value)) options.runs = Number(value);
    else if (key === "skip" && value.split(",").every((name) => (skipKeys as readonly string[]).includes(name)))
      options.skip = value.split(",");
    else if (key === "scales" && /^\d+(,\d+)*$/.test(value))
      options.scales = [...new Set(value.split(",").map(Number))].sort((a, b) => a - b);
    else throw new Error(`Unknown or invalid option "${arg}".\n${usage}`);
  }
  return options;
}

/** Whether the real site must be built: some part that measures it runs. */
export const needsBuild = (options: BenchOptions) => partsNeedingBuild.some((part) => !options.skip.includes(part));
