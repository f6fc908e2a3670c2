import lighthouse, { type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";
import { checkNotInterrupted, chromeFlags, chromePath, median, onInterrupt } from "./util.ts";

export type FormFactor = "mobile" | "desktop";
export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];
export const metricAudits = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;
export type Metric = keyof typeof metricAudits;

/** The audits that say why a route is slow, trimmed to what the report shows. */
export interface Diagnostics {
  lcpElement: { selector: string; snippet: string } | null;
  lcpPhases: { phase: string; ms: number }[];
  renderBlocking: { url: string; bytes: number; ms: number }[];
  bootup: { url: string; totalMs: number; scriptingMs: number; parseMs: number }[];
  /** Lighthouse 12 replaced the "layout-shift-elements" audit with "layout-shifts". */
  layoutShifts: { selector: string; score: number }[];
}

export interface LighthouseRun {
  formFactor: FormFactor;
  /** 0-100, null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  /** ms, except CLS (unitless). */
  metrics: Record<Metric, number | null>;
  /** Lighthouse's measure of this machine's CPU speed, which the simulated throttling scales from. */
  benchmarkIndex: number | null;
  lighthouseVersion: string;
  runtimeError: string | null;
  warnings: string[];
  diagnostics: Diagnostics;
  durationMs: number;
  /** The scripts the page loaded while Lighthouse watched (it does not scroll or touch): bytes over the wire. */
  scripts: { url: string; transferBytes: number }[];
  /** Runtime errors of earlier attempts at this run, which were discarded and run again. */
  discardedAttempts: string[];
}

type Row = Record<string, unknown>;
const rowsOf = (details: unknown): Row[] =>
  ((details as { items?: unknown } | undefined)?.items as Row[] | undefined) ?? [];
const num = (value: unknown) => (typeof value === "number" ? value : 0);
const str = (value: unknown) => (typeof value === "string" ? value : "");
const nodeOf = (row: Row) => (row.node ?? {}) as Row;

function diagnosticsOf(lhr: Result): Diagnostics {
  const audit = (id: string) => lhr.audits[id]?.details;
  // The LCP element audit is a list of two tables: the element, then the phases of its timing.
  const [elementTable, phaseTable] = rowsOf(audit("largest-contentful-paint-element"));
  const element = rowsOf(elementTable)[0];
  return {
    lcpElement: element ? { selector: str(nodeOf(element).selector), snippet: str(nodeOf(element).snippet) } : null,
    lcpPhases: rowsOf(phaseTable).map((row) => ({ phase: str(row.phase), ms: num(row.timing) })),
    renderBlocking: rowsOf(audit("render-blocking-resources")).map((row) => ({
      url: str(row.url),
      bytes: num(row.totalBytes),
      ms: num(row.wastedMs),
    })),
    bootup: rowsOf(audit("bootup-time")).map((row) => ({
      url: str(row.url),
      totalMs: num(row.total),
      scriptingMs: num(row.scripting),
      parseMs: num(row.scriptParseCompile),
    })),
    layoutShifts: rowsOf(audit("layout-shifts")).map((row) => ({
      selector: str(nodeOf(row).selector) || str(nodeOf(row).nodeLabel),
      score: num(row.score),
    })),
  };
}

function summarize(lhr: Result, formFactor: FormFactor, durationMs: number): LighthouseRun {
  const score = (id: Category) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const metric = (id: Metric) => lhr.audits[metricAudits[id]]?.numericValue ?? null;
  return {
    formFactor,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    metrics: { fcp: metric("fcp"), lcp: metric("lcp"), tbt: metric("tbt"), cls: metric("cls") },
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings.map(String),
    diagnostics: diagnosticsOf(lhr),
    durationMs,
    scripts: rowsOf(lhr.audits["network-requests"]?.details)
      .filter((row) => row.resourceType === "Script")
      .map((row) => ({ url: str(row.url), transferBytes: num(row.transferSize) })),
    discardedAttempts: [],
  };
}

/**
 * One Lighthouse run in a browser of its own, as the Lighthouse CLI does: nothing cached, no state from a previous
 * run. Mobile is Lighthouse's default config (a mid-range phone, slow 4G and 4x CPU slowdown, simulated).
 */
async function runOnce(url: string, formFactor: FormFactor): Promise<LighthouseRun> {
  checkNotInterrupted();
  const started = performance.now();
  // The bench handles Ctrl+C itself (util.ts), so the browser is killed along with everything else.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromeFlags],
    handleSIGINT: false,
    logLevel: "error",
  });
  const forget = onInterrupt(() => {
    process.kill(chrome.pid, "SIGKILL");
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: "error", output: "json", onlyCategories: [...categories] },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    return summarize(result.lhr, formFactor, performance.now() - started);
  } finally {
    forget();
    await chrome.kill();
  }
}

/**
 * A run that Lighthouse itself reports as broken (a runtime error such as NO_NAVSTART, "Something went wrong with
 * recording the trace", a few percent of runs with this Chromium) is run again, up to `attempts` times in all.
 */
export async function runLighthouse(url: string, formFactor: FormFactor, attempts = 3): Promise<LighthouseRun> {
  const discarded: string[] = [];
  for (;;) {
    const run = await runOnce(url, formFactor);
    if (!run.runtimeError || discarded.length + 1 >= attempts) return { ...run, discardedAttempts: discarded };
    discarded.push(run.runtimeError);
  }
}

export interface RunSummary {
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
}

/** The median of each score and each metric on its own (so the figures may come from different runs). */
export function medianOf(runs: LighthouseRun[]): RunSummary | null {
  if (!runs.length) return null;
  const scores = Object.fromEntries(categories.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<
    Category,
    number | null
  >;
  const metrics = Object.fromEntries(
    Object.keys(metricAudits).map((id) => [id, median(runs.map((run) => run.metrics[id as Metric]))]),
  ) as Record<Metric, number | null>;
  return { scores, metrics };
}
