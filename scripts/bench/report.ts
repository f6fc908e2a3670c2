import { sizeBudgets, type RouteWeight } from "../../src/pipeline/route-weight.ts";
import type { EditorLoopReport } from "./editor-loop.ts";
import type { RouteImages } from "./image-bytes.ts";
import { firstScreenImageBudget } from "../../src/pipeline/image-weight.ts";
import { keyTimeoutMs } from "./key-times.ts";
import type { BenchOptions } from "./options.ts";
import type { ScaleReport } from "./scale.ts";
import { checkCell, checkValue, editorChecks } from "./editor-checks.ts";
import { scaleName, scaleSection, scaleTargetRows } from "./scale-report.ts";
import { typingGapMs, type VisualEditorReport } from "./visual-editor.ts";
import type { SiteScripts } from "./site-scripts.ts";
import type { Category, LighthouseRun, Metric, RunSummary } from "./lighthouse.ts";
import type { PipelineReport } from "./pipeline.ts";
import type { PublishReport } from "./publish.ts";
import type { PublishAtScaleReport } from "./publish-at-scale.ts";
import type { SignInFloodReport } from "./sign-in-flood.ts";
import { signInFloodSection, signInFloodTargetRows } from "./sign-in-flood-report.ts";
import { publishAtScaleSection, publishSection, publishTargetRows } from "./publish-report.ts";
import type { ReviewReport } from "./review.ts";
import { reviewSection } from "./review-report.ts";
import { submissionsSection, submissionsTargetRows, type SubmissionsReport } from "./submissions-report.ts";
import { twoInstancesSection, twoInstancesTargetRows } from "./two-instances-report.ts";
import type { TwoInstancesReport } from "./two-instances.ts";
import { groupNames } from "./site-scripts.ts";
import { kB, ms, orDash, seconds, table } from "./markdown.ts";
import { targets } from "./targets.ts";
import { kb } from "./util.ts";

export interface RouteResult {
  route: string;
  htmlFile: string;
  weight: RouteWeight;
  mobileRuns: LighthouseRun[];
  desktopRuns: LighthouseRun[];
  /** Median of the mobile runs, each score and metric on its own. */
  mobile: RunSummary | null;
  error?: string;
}

export interface BenchResult {
  date: string;
  machine: { os: string; cpus: string; memory: string; node: string; chromium: string };
  options: BenchOptions;
  /** The real site's build; null when no part that measures it ran. */
  buildMs: number | null;
  routes: RouteResult[];
  /** Image bytes per route, measured in Chromium (scripts/bench/image-bytes.ts). */
  images: RouteImages[] | null;
  scripts: SiteScripts | null;
  /** Every block type (from schemas/blocks), for the islands table. */
  blockTypes: string[];
  pipeline: PipelineReport | null;
  editorLoop: EditorLoopReport | null;
  visualEditor: VisualEditorReport | null;
  publish: PublishReport | null;
  /** Publishing on a copy with 1,000 more posts (scripts/bench/publish-at-scale.ts); absent in earlier reports. */
  publishAtScale?: PublishAtScaleReport | null;
  /** Review before publish, today's site (scripts/bench/review.ts); absent in earlier reports. */
  review?: ReviewReport | null;
  /** A real sign-in during a flood of sign-ins (scripts/bench/sign-in-flood.ts); absent in earlier reports. */
  signInFlood?: SignInFloodReport | null;
  submissions: SubmissionsReport | null;
  /** Two instances sharing PostgreSQL (scripts/bench/two-instances.ts); absent in reports made before it. */
  instances?: TwoInstancesReport | null;
  scale: ScaleReport | null;
  errors: { section: string; message: string }[];
}

const cls = (value: number) => value.toFixed(3);
const whole = (value: number) => String(Math.round(value));
const path = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);

interface Check {
  value: (route: RouteResult) => number | null;
  /** Whether a larger value is worse (times, bytes) or better (scores). */
  higherIsWorse: boolean;
  limit: number;
  format: (value: number) => string;
}

const met = (check: Pick<Check, "higherIsWorse" | "limit">, value: number) =>
  check.higherIsWorse ? value <= check.limit : value >= check.limit;
const score = (id: Category) => (route: RouteResult) => route.mobile?.scores[id] ?? null;
const metric = (id: Metric) => (route: RouteResult) => route.mobile?.metrics[id] ?? null;

const routeChecks: [string, string, Check][] = [
  [
    "Performance (mobile)",
    `≥ ${targets.performance}`,
    { value: score("performance"), higherIsWorse: false, limit: targets.performance, format: whole },
  ],
  [
    "Accessibility",
    `= ${targets.accessibility}`,
    { value: score("accessibility"), higherIsWorse: false, limit: targets.accessibility, format: whole },
  ],
  [
    "Best practices",
    `= ${targets.bestPractices}`,
    { value: score("best-practices"), higherIsWorse: false, limit: targets.bestPractices, format: whole },
  ],
  ["SEO", `= ${targets.seo}`, { value: score("seo"), higherIsWorse: false, limit: targets.seo, format: whole }],
  [
    "FCP (mobile)",
    `≤ ${targets.fcpMs} ms`,
    { value: metric("fcp"), higherIsWorse: true, limit: targets.fcpMs, format: ms },
  ],
  [
    "LCP (mobile)",
    `≤ ${targets.lcpMs} ms`,
    { value: metric("lcp"), higherIsWorse: true, limit: targets.lcpMs, format: ms },
  ],
  [
    "TBT (mobile)",
    `≤ ${targets.tbtMs} ms`,
    { value: metric("tbt"), higherIsWorse: true, limit: targets.tbtMs, format: ms },
  ],
  ["CLS (mobile)", `≤ ${targets.cls}`, { value: metric("cls"), higherIsWorse: true, limit: targets.cls, format: cls }],
  [
    "JavaScript before interaction: the page's own script (gzip)",
    `≤ ${kb(sizeBudgets.js)} kB`,
    { value: (route) => route.weight.js, higherIsWorse: true, limit: sizeBudgets.js, format: kB },
  ],
  [
    "CSS (gzip)",
    `≤ ${kb(sizeBudgets.css)} kB`,
    { value: (route) => route.weight.css, higherIsWorse: true, limit: sizeBudgets.css, format: kB },
  ],
  [
    "HTML (gzip)",
    `≤ ${kb(sizeBudgets.html)} kB`,
    { value: (route) => route.weight.html, higherIsWorse: true, limit: sizeBudgets.html, format: kB },
  ],
];

function worst(routes: RouteResult[], check: Check): { route: string; value: number } | null {
  let found: { route: string; value: number } | null = null;
  for (const route of routes) {
    const value = check.value(route);
    if (value === null) continue;
    if (!found || (check.higherIsWorse ? value > found.value : value < found.value))
      found = { route: route.route, value };
  }
  return found;
}

function targetRows(result: BenchResult): string[][] {
  const rows = routeChecks.map(([name, goal, check]) => {
    const found = worst(result.routes, check);
    return found
      ? [name, goal, `\`${found.route}\``, check.format(found.value), met(check, found.value) ? "met" : "**missed**"]
      : [name, goal, "–", "not measured", "–"];
  });
  const heaviest = [...(result.images ?? [])].sort((a, b) => b.phone.firstScreen - a.phone.firstScreen)[0];
  rows.push(
    heaviest
      ? [
          "Images of the first screen (375 px phone)",
          `≤ ${kb(firstScreenImageBudget)} kB`,
          `\`${heaviest.route}\``,
          kB(heaviest.phone.firstScreen),
          heaviest.phone.firstScreen <= firstScreenImageBudget ? "met" : "**missed**",
        ]
      : ["Images of the first screen (375 px phone)", `≤ ${kb(firstScreenImageBudget)} kB`, "–", "not measured", "–"],
  );
  const pipeline = result.pipeline;
  if (pipeline) {
    const [stage, ratio] =
      pipeline.ratios.build >= pipeline.ratios.validate
        ? ["build", pipeline.ratios.build]
        : ["validate", pipeline.ratios.validate];
    const largest = pipeline.scales[pipeline.scales.length - 1].multiplier;
    rows.push([
      "Data pipeline: time per page at 100x ÷ at 1x",
      `≤ ${targets.pipelineRatio}`,
      `${stage} (${largest}x)`,
      ratio.toFixed(2),
      ratio <= targets.pipelineRatio ? "met" : "**missed**",
    ]);
    const marginal = pipeline.marginalRatios;
    if (marginal) {
      const [worstStage, worstRatio] =
        marginal.build >= marginal.validate ? ["build", marginal.build] : ["validate", marginal.validate];
      rows.push([
        "Data pipeline: cost of an added page, 10x→100x ÷ 1x→10x",
        `≤ ${targets.pipelineRatio}`,
        worstStage,
        worstRatio.toFixed(2),
        worstRatio <= targets.pipelineRatio ? "met" : "**missed**",
      ]);
    }
  } else
    rows.push(["Data pipeline: time per page at 100x ÷ at 1x", `≤ ${targets.pipelineRatio}`, "–", "not measured", "–"]);
  const edit = result.editorLoop?.editMedianMs;
  rows.push(
    typeof edit === "number"
      ? [
          "Editor loop: save to visible (`npm run dev`)",
          `≤ ${targets.editMs} ms`,
          `\`/about\` (median of ${result.editorLoop!.editRunsMs.length})`,
          ms(edit),
          edit <= targets.editMs ? "met" : "**missed**",
        ]
      : ["Editor loop: save to visible (`npm run dev`)", `≤ ${targets.editMs} ms`, "–", "not measured", "–"],
  );
  const editor = result.visualEditor;
  for (const check of editorChecks) {
    const value = editor && checkValue(check, editor);
    const name = `Visual editor: ${check.measure} (\`npm run edit\`)`;
    rows.push(
      editor && value !== null
        ? [
            name,
            check.target.goal,
            `\`/about\` hero (${check.times(editor).runsMs.length} tries)`,
            checkCell(check, editor, value),
            value <= check.target.limit ? "met" : "**missed**",
          ]
        : [name, check.target.goal, "–", "not measured", "–"],
    );
  }
  rows.push(...publishTargetRows(result.publish, result.publishAtScale ?? null));
  rows.push(...signInFloodTargetRows(result.signInFlood ?? null));
  rows.push(...submissionsTargetRows(result.submissions));
  rows.push(...twoInstancesTargetRows(result.instances ?? null));
  if (result.scale) rows.push(...scaleTargetRows(result.scale.scales));
  return rows;
}

/** Routes worst first: lowest mobile performance, then slowest LCP. */
function worstFirst(routes: RouteResult[]): RouteResult[] {
  const perf = (route: RouteResult) => route.mobile?.scores.performance ?? Infinity;
  return [...routes].sort((a, b) => perf(a) - perf(b) || (b.mobile?.metrics.lcp ?? 0) - (a.mobile?.metrics.lcp ?? 0));
}

function routeRows(routes: RouteResult[]): string[][] {
  // A value that misses its target is bold.
  const cell = (route: RouteResult, check: Check) => {
    const value = check.value(route);
    if (value === null) return "–";
    return met(check, value) ? check.format(value) : `**${check.format(value)}**`;
  };
  const checks = routeChecks.map(([, , check]) => check);
  const sizeFormat = (bytes: number) => kb(bytes).toFixed(1);
  return worstFirst(routes).map((route) => [
    `\`${route.route}\`${route.error ? " (failed)" : ""}`,
    ...checks.slice(0, 8).map((check) => cell(route, check)),
    orDash(route.desktopRuns[0]?.scores.performance, whole),
    ...checks.slice(8).map((check) => cell(route, { ...check, format: sizeFormat })),
  ]);
}

function diagnosticsSection(routes: RouteResult[]): string {
  const route = worstFirst(routes).find((candidate) => candidate.mobileRuns.length);
  if (!route) return "";
  // The run whose performance score is the median one, so the audits describe a typical load.
  const target = route.mobile?.scores.performance ?? 0;
  const run = [...route.mobileRuns].sort(
    (a, b) => Math.abs((a.scores.performance ?? 0) - target) - Math.abs((b.scores.performance ?? 0) - target),
  )[0];
  const { lcpElement, lcpPhases, renderBlocking, bootup, layoutShifts } = run.diagnostics;
  return `## What Lighthouse points at on the worst route, \`${route.route}\` (mobile run with the median score: ${orDash(run.scores.performance, whole)})

**Largest Contentful Paint element** (\`largest-contentful-paint-element\`): ${lcpElement ? `\`${lcpElement.selector}\`\n\n\`\`\`html\n${lcpElement.snippet}\n\`\`\`` : "none reported"}

${
  lcpPhases.length
    ? table(
        ["LCP phase", "time"],
        lcpPhases.map((phase) => [phase.phase, ms(phase.ms)]),
      )
    : ""
}

**Render-blocking resources** (\`render-blocking-resources\`):${
    renderBlocking.length
      ? `\n\n${table(
          ["resource", "transfer", "duration"],
          renderBlocking.map((row) => [path(row.url), kB(row.bytes), ms(row.ms)]),
        )}`
      : " none"
  }

**JavaScript execution** (\`bootup-time\`, main thread CPU time by script):${
    bootup.length
      ? `\n\n${table(
          ["script", "total", "evaluation", "parse"],
          bootup.map((row) => [path(row.url), ms(row.totalMs), ms(row.scriptingMs), ms(row.parseMs)]),
        )}`
      : " none"
  }

**Layout shifts** (\`layout-shifts\`, Lighthouse 12's successor of \`layout-shift-elements\`):${
    layoutShifts.length
      ? `\n\n${table(
          ["element", "shift score"],
          layoutShifts.map((row) => [`\`${row.selector}\``, row.score.toFixed(4)]),
        )}`
      : " none"
  }
`;
}

/** What a route's first Lighthouse run loaded of the site's scripts (Lighthouse loads, waits, never scrolls or taps). */
function loadedScripts(route: RouteResult, scripts: SiteScripts) {
  const loaded = route.mobileRuns[0]?.scripts.map((entry) => ({ ...entry, path: path(entry.url) })) ?? [];
  const islandsLoaded = scripts.islands.filter((island) =>
    island.scripts.some((script) => loaded.some((entry) => entry.path === script)),
  );
  const react = loaded.some((entry) => scripts.files.find((file) => file.script === entry.path)?.hasReact);
  return { loaded, islandsLoaded, react, total: loaded.reduce((sum, entry) => sum + entry.transferBytes, 0) };
}

function scriptsSection(result: BenchResult, scripts: SiteScripts): string {
  const measured = result.routes.filter((route) => route.mobileRuns.length);
  const routeRows = measured.map((route) => {
    const { islandsLoaded, react, total } = loadedScripts(route, scripts);
    return [
      `\`${route.route}\``,
      kB(total),
      islandsLoaded.map((island) => island.block).join(", ") || "none",
      react ? "**React**" : "no",
    ];
  });
  const byType = new Map(scripts.islands.map((island) => [island.block as string, island]));
  const blockRows = result.blockTypes.map((type) => {
    const island = byType.get(type);
    if (!island) return [`\`${type}\``, "static", "–", "0 kB"];
    return [
      `\`${type}\``,
      island.react ? "island (React)" : "island (no framework)",
      island.when === "visible" ? "near the viewport" : "first touch or focus",
      `${kB(island.gzipBytes)}${island.react ? " (React included)" : ""}`,
    ];
  });
  const files = [...scripts.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((file) => [
      `\`${file.script}\``,
      scripts.shell.includes(file.script)
        ? "every page"
        : scripts.islands
            .filter((island) => island.scripts.includes(file.script))
            .map((island) => island.block)
            .join(", ") || "–",
      kB(file.gzipBytes),
      groupNames
        .filter((group) => file.byGroup[group] > 0)
        .map((group) => `${group} ${Math.round((file.byGroup[group] / file.rawBytes) * 100)} %`)
        .join(", "),
    ]);
  return `## JavaScript

Every page loads its own small script (the shell: ${scripts.shell.map((script) => `\`${script}\``).join(", ")}); an island's code loads only when it nears the viewport or is first touched, so what a visitor downloads depends on what they look at. What Lighthouse (mobile) saw each route load, with no scrolling and no tap:

${measured.length ? table(["route", "scripts loaded (transfer)", "islands loaded", "React loaded"], routeRows) : "Lighthouse was not run."}

Each block type, island or static, and the JavaScript it costs (gzip, beyond the shell):

${table(["block", "kind", "its code loads", "JavaScript"], blockRows)}

Every script file, by what loads it and what it is made of (raw bytes from source maps, src/pipeline/js-by-package.ts${scripts.sameAsDist ? "; the source-mapped build's files are identical to dist/'s" : "; **the source-mapped build's files differ from dist/'s**"}):

${table(["file", "loaded by", "gzip", "made of"], files)}
`;
}

function imagesSection(images: RouteImages[]): string {
  const rows = [...images]
    .sort((a, b) => b.phone.wholePage - a.phone.wholePage)
    .map((route) => {
      const first =
        route.phone.firstScreen <= firstScreenImageBudget
          ? kB(route.phone.firstScreen)
          : `**${kB(route.phone.firstScreen)}**`;
      return [
        `\`${route.route}\``,
        first,
        kB(route.phone.wholePage),
        kB(route.laptop.firstScreen),
        kB(route.laptop.wholePage),
      ];
    });
  return `## Images

What Chromium downloads of images for each route with an empty cache (bytes as sent, an SVG compressed): before any scrolling, and once scrolled to the end of the page a screen at a time. The phone is 375 × 667 px with 2 device pixels per pixel; the laptop 1280 × 800 px with 1. Heaviest page first; a first screen over the ${kB(firstScreenImageBudget)} budget is bold.

${table(["route", "phone: first screen", "phone: whole page", "laptop: first screen", "laptop: whole page"], rows)}
`;
}

function pipelineSection(pipeline: PipelineReport): string {
  const rows = pipeline.scales.map((scale) => [
    `${scale.multiplier}x`,
    String(scale.pages),
    ms(scale.validateMs),
    orDash(scale.validateInProcessMs, ms),
    `${scale.validatePerPageMs.toFixed(1)} ms`,
    `${(scale.buildMs / 1000).toFixed(1)} s`,
    `${scale.buildPerPageMs.toFixed(0)} ms`,
  ]);
  const [first, last] = [pipeline.scales[0], pipeline.scales[pipeline.scales.length - 1]];
  const inProcess =
    first.validateInProcessMs && last.validateInProcessMs
      ? last.validateInProcessMs / last.pages / (first.validateInProcessMs / first.pages)
      : null;
  const verdict = (ratio: number) =>
    `${ratio.toFixed(2)} (${ratio <= targets.pipelineRatio ? "met" : "**missed**"}, target ≤ ${targets.pipelineRatio})`;
  const marginal = pipeline.marginalRatios;
  return `## Data pipeline scaling

${table(["scale", "routes", "validate (median of 3)", "validate, its own figure", "validate per page", "build", "build per page"], rows)}

- Per page at ${last.multiplier}x ÷ per page at 1x: validate ${verdict(pipeline.ratios.validate)}; build ${verdict(pipeline.ratios.build)}. Start-up costs are shared by more pages at 100x, so this ratio flatters the large site.
- Cost of each added page from 10x to 100x ÷ from 1x to 10x (start-up costs cancel out; above 1 means worse than linear): ${marginal ? `validate ${verdict(marginal.validate)}; build ${verdict(marginal.build)}` : "needs three scales"}.
- Validation without Node's start-up (the time validate.ts reports itself): ${orDash(inProcess, (ratio) => ratio.toFixed(2))}.
- Validate is \`npx tsx scripts/validate.ts\`, build is \`npm run build\`, both timed as whole commands. 1x is the real site data (its build is the one at the start of this run); 10x and 100x are temporary copies of the project with N-1 copies of each ordinary page (\`/about-copy-1\`, …).
`;
}

function editorSection(editor: EditorLoopReport): string {
  const runs = (values: (number | null)[]) => values.map((value) => orDash(value, ms)).join(", ");
  const reloads = editor.fullReloads.filter(Boolean).length;
  return `## Editor loop (\`npm run dev\`)

| measure | median | runs | target |
|---|---|---|---|
| save ${editor.file} (hero title) → new title in the page's h1 | ${orDash(editor.editMedianMs, ms)} | ${runs(editor.editRunsMs)} | ≤ ${targets.editMs} ms |
| save it as invalid JSON → Vite's error overlay | ${orDash(editor.brokenMedianMs, ms)} | ${runs(editor.brokenRunsMs)} | ~${targets.overlayMs} ms (report only) |

Full page reloads: ${reloads} of ${editor.fullReloads.length} edits${reloads ? " (the page should update in place)" : " (the page updated in place every time)"}. Times run from the end of the file write to the animation frame where the page shows the change.
`;
}

function visualEditorSection(editor: VisualEditorReport): string {
  const runs = (values: (number | null)[]) => values.map((value) => orDash(value, ms)).join(", ");
  const checks = editorChecks.map((check) => [
    check.measure,
    orDash(checkValue(check, editor), (value) => checkCell(check, editor, value)),
    check.figure === "medianMs" ? runs(check.times(editor).runsMs) : "",
    check.target.goal,
  ]);
  return `## Visual editor (\`npm run edit\`)

${table(
  ["measure", "value", "runs", "target"],
  [
    ["server start-up (`npm run edit` to answering)", ms(editor.startupMs), "", "report only"],
    ["page load to the About hero's form", ms(editor.openMs), "", "report only"],
    ...checks,
    [
      "one validation of the whole site with the unsaved change (on the server), median",
      orDash(editor.validationMedianMs, ms),
      runs(editor.validationRunsMs),
      "report only",
    ],
  ],
)}

Keys go into ${editor.file}'s hero title. A key's time runs from its keydown (the event's time stamp) to the animation frame where the preview frame first shows the title up to that key; it includes the validation, the preview's page data and its rendering. Typing on, the keys come ${typingGapMs} ms apart and a key counts as shown when the preview shows it or a later key. The mistake is one key that makes the hero's link (\`${editor.mistake.field}\`, \`${editor.mistake.link}\`) lead nowhere, timed to the message naming it at the field, then mended with Backspace. A key not shown within ${keyTimeoutMs / 1000} s is missed (slower than any other in the median and percentile); three misses in a row stop a measurement.
`;
}

export function markdownReport(result: BenchResult): string {
  const runs = result.routes.flatMap((route) => [...route.mobileRuns, ...route.desktopRuns]);
  const lighthouseVersion = runs[0]?.lighthouseVersion ?? "not run";
  const benchmark = runs.map((run) => run.benchmarkIndex).filter((value): value is number => value !== null);
  const measured = result.routes.some((route) => route.mobileRuns.length);
  const retried = runs.reduce((sum, run) => sum + run.discardedAttempts.length, 0);
  const failed = runs.filter((run) => run.runtimeError);
  const flakes = [
    retried
      ? `${retried} Lighthouse attempt${retried === 1 ? "" : "s"} ended in a Lighthouse runtime error (e.g. ${runs.find((run) => run.discardedAttempts.length)!.discardedAttempts[0].split(":")[0]}) and ran again.`
      : "",
    failed.length
      ? `${failed.length} run${failed.length === 1 ? "" : "s"} still failed after retries and count for nothing in the medians.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  const sections = [
    `# Benchmark report

- Date: ${result.date}
- Machine: ${result.machine.os}; ${result.machine.cpus}; ${result.machine.memory}
- Node ${result.machine.node}; ${result.machine.chromium}; Lighthouse ${lighthouseVersion}${benchmark.length ? ` (CPU benchmark index ${Math.min(...benchmark)}–${Math.max(...benchmark)})` : ""}
- \`npm run build\`: ${result.buildMs === null ? "not run (no part that measures the real site's build ran)" : seconds(result.buildMs)}
- Options: ${result.options.routes ? `routes ${result.options.routes.join(", ")}` : "all routes"}; ${result.options.runs} mobile Lighthouse run${result.options.runs === 1 ? "" : "s"} per route${result.scale ? `; scales ${result.options.scales.map(scaleName).join(", ")} posts` : ""}${result.options.skip.length ? `; skipped: ${result.options.skip.join(", ")}` : ""}`,
    `## Targets

Each row shows the worst route (or stage, or size of the site) and its value.

${table(["target", "goal", "worst", "value", "status"], targetRows(result))}`,
    result.buildMs === null
      ? ""
      : `## Routes

${measured ? `Lighthouse mobile (default config, simulated throttling), median of ${result.options.runs} per figure; desktop performance from one run. ` : "Lighthouse was not run. "}Sizes are gzip kB loaded before interaction (\`routeWeight\`). Values that miss their target are bold.${flakes ? ` ${flakes}` : ""}

${table(["route", "perf", "a11y", "bp", "seo", "FCP", "LCP", "TBT", "CLS", "desktop perf", "JS kB", "CSS kB", "HTML kB"], routeRows(result.routes))}`,
    diagnosticsSection(result.routes),
    result.images ? imagesSection(result.images) : "",
    result.scripts ? scriptsSection(result, result.scripts) : "",
    result.pipeline ? pipelineSection(result.pipeline) : "",
    result.editorLoop ? editorSection(result.editorLoop) : "",
    result.visualEditor ? visualEditorSection(result.visualEditor) : "",
    result.publish ? publishSection(result.publish) : "",
    result.publishAtScale ? publishAtScaleSection(result.publishAtScale) : "",
    result.review || result.publishAtScale?.review
      ? reviewSection(
          result.review ?? null,
          result.publishAtScale?.review ?? null,
          result.publishAtScale?.added ?? 1000,
        )
      : "",
    result.signInFlood ? signInFloodSection(result.signInFlood) : "",
    result.submissions ? submissionsSection(result.submissions) : "",
    result.instances ? twoInstancesSection(result.instances) : "",
    result.scale ? scaleSection(result.scale) : "",
    result.errors.length
      ? `## Failures\n\n${result.errors.map((error) => `- ${error.section}: ${error.message.split("\n")[0]}`).join("\n")}`
      : "",
  ];
  return `${sections
    .filter(Boolean)
    .map((section) => section.trim())
    .join("\n\n")}\n`;
}
