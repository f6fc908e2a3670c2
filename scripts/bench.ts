/**
 * `npm run bench`: builds the site, serves it as `npm start` does and measures it as visitors get it (Lighthouse on
 * every route, bytes per route, the image bytes a phone and a laptop download, JavaScript by package), then the data
 * pipeline at 1x/10x/100x pages, the editor loop of `npm run dev`, the visual editor's keystroke to preview
 * (`npm run edit`), publishing from /admin (one post's title today and at +1,000 posts, 40 posts in one save), a real
 * sign-in during a flood of 100, and the editing loop on copies of the site with more posts (validation, editor,
 * build, rebuild, page sizes at +0/+100/+1,000 posts). Writes reports/bench.md (to read) and reports/bench.json
 * (every raw figure).
 *
 * The figures are a report, not a test: the exit code is 0 whatever they are, and non-zero only when the build or a
 * tool fails. For a quick look: `npm run bench -- --routes=/,/about --runs=1 --skip=images,packages,pipeline,editor,visual-editor,publish-1000,publish-40,sign-in-flood,scale`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, release, totalmem, type as osType } from "node:os";
import { join, resolve } from "node:path";
import { builtRoutes, routeWeight } from "../src/pipeline/route-weight.ts";
import { measureEditorLoop } from "./bench/editor-loop.ts";
import { measureRouteImages } from "./bench/image-bytes.ts";
import { measureVisualEditor } from "./bench/visual-editor.ts";
import { measurePublish } from "./bench/publish.ts";
import { measurePublishAtScale } from "./bench/publish-at-scale.ts";
import { measureReview } from "./bench/review.ts";
import { measureSignInFlood } from "./bench/sign-in-flood.ts";
import { measureSubmissions } from "./bench/submissions.ts";
import { measureTwoInstances } from "./bench/two-instances.ts";
import { siteScripts } from "./bench/site-scripts.ts";
import { medianOf, runLighthouse, type LighthouseRun } from "./bench/lighthouse.ts";
import { measurePipeline } from "./bench/pipeline.ts";
import { seconds } from "./bench/markdown.ts";
import { needsBuild, parseArgs } from "./bench/options.ts";
import { markdownReport, type BenchResult, type RouteResult } from "./bench/report.ts";
import { measureScales } from "./bench/scale.ts";
import { startSiteServer, type RunningServer } from "./bench/serve.ts";
import { checkNotInterrupted, chromePath, kb, mustRun } from "./bench/util.ts";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
function chromiumVersion(): string {
  try {
    return execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return `Chromium (version unknown, ${chromePath})`;
  }
}

const log = (line: string) => console.log(line);

/** Every block type, from its schema (schemas/blocks/<type>.schema.json). */
function blockTypes(): string[] {
  const folder = join(root, "schemas/blocks");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".schema.json"))
    .map(
      (file) =>
        (JSON.parse(readFileSync(join(folder, file), "utf8")) as { properties: { type: { const: string } } }).properties
          .type.const,
    )
    .sort();
}

function progressLine(index: number, count: number, result: RouteResult, ms: number): string {
  const { weight, mobile, desktopRuns } = result;
  const sizes = `JS ${kb(weight.js).toFixed(1)} kB, CSS ${kb(weight.css).toFixed(1)} kB, HTML ${kb(weight.html).toFixed(1)} kB`;
  const figures = mobile
    ? `perf ${mobile.scores.performance} a11y ${mobile.scores.accessibility} bp ${mobile.scores["best-practices"]} seo ${mobile.scores.seo}, ` +
      `FCP ${Math.round(mobile.metrics.fcp ?? NaN)} LCP ${Math.round(mobile.metrics.lcp ?? NaN)} TBT ${Math.round(mobile.metrics.tbt ?? NaN)} CLS ${mobile.metrics.cls?.toFixed(3)}, ` +
      `desktop ${desktopRuns[0]?.scores.performance ?? "–"}; `
    : "";
  return `[${index + 1}/${count}] ${result.route}: ${figures}${sizes}${result.error ? `; FAILED: ${result.error.split("\n")[0]}` : ""} (${seconds(ms)})`;
}

async function measureRoutes(result: BenchResult, skipLighthouse: boolean) {
  const all = builtRoutes(dist);
  const unknown = (result.options.routes ?? []).filter((route) => !all.some((built) => built.route === route));
  if (unknown.length)
    throw new Error(
      `Not in dist/sitemap.xml: ${unknown.join(", ")}. Routes: ${all.map(({ route }) => route).join(", ")}`,
    );
  const routes = result.options.routes ? all.filter(({ route }) => result.options.routes!.includes(route)) : all;
  let server: RunningServer | undefined;
  try {
    if (!skipLighthouse) {
      server = await startSiteServer(root);
      log(
        `Serving dist/ at ${server.origin} (src/server/start.ts); Lighthouse: ${result.options.runs} mobile run(s) + 1 desktop run per route`,
      );
    }
    for (const [index, { route, htmlFile }] of routes.entries()) {
      const started = performance.now();
      const entry: RouteResult = {
        route,
        htmlFile,
        weight: routeWeight(dist, route, htmlFile),
        mobileRuns: [],
        desktopRuns: [],
        mobile: null,
      };
      result.routes.push(entry);
      if (server) {
        try {
          const mobileRuns: LighthouseRun[] = [];
          for (let run = 0; run < result.options.runs; run++)
            mobileRuns.push(await runLighthouse(server.origin + route, "mobile"));
          entry.mobileRuns = mobileRuns;
          entry.mobile = medianOf(mobileRuns);
          entry.desktopRuns = [await runLighthouse(server.origin + route, "desktop")];
        } catch (error) {
          // One route's failure should not throw away a quarter of an hour of measurements of the others.
          entry.error = String(error instanceof Error ? error.stack : error);
          result.errors.push({ section: `Lighthouse ${route}`, message: entry.error });
        }
      }
      log(progressLine(index, routes.length, entry, performance.now() - started));
    }
  } finally {
    await server?.stop();
  }
}

/** Runs one part of the bench; a failure is recorded and the rest still runs. */
async function section(result: BenchResult, name: string, run: () => Promise<void>) {
  const started = performance.now();
  log(`\n${name}`);
  try {
    await run();
    log(`${name}: done in ${seconds(performance.now() - started)}`);
  } catch (error) {
    const message = String(error instanceof Error ? error.stack : error);
    result.errors.push({ section: name, message });
    console.error(`${name} FAILED:\n${message}`);
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const skip = new Set(options.skip);
  const cpuList = cpus();
  const result: BenchResult = {
    date: new Date().toISOString(),
    machine: {
      os: `${osType()} ${release()} ${process.arch}`,
      cpus: `${cpuList.length} CPUs (${cpuList[0]?.model.trim() ?? "unknown model"})`,
      memory: `${Math.round(totalmem() / 1024 ** 3)} GB RAM`,
      node: process.version,
      chromium: chromiumVersion(),
    },
    options,
    buildMs: null,
    routes: [],
    images: null,
    scripts: null,
    blockTypes: blockTypes(),
    pipeline: null,
    editorLoop: null,
    visualEditor: null,
    publish: null,
    publishAtScale: null,
    review: null,
    signInFlood: null,
    submissions: null,
    instances: null,
    scale: null,
    errors: [],
  };
  log(`Machine: ${result.machine.cpus}; ${result.machine.memory}`);

  // Only the parts that measure the real site need it built: the others run on its sources or on copies.
  if (needsBuild(options)) {
    log("Build: npm run build");
    result.buildMs = (await mustRun("npm", ["run", "build"], root)).ms;
    log(`Build: ${seconds(result.buildMs)}`);
    await section(result, "Routes", () => measureRoutes(result, skip.has("lighthouse")));
  }
  if (!skip.has("images")) {
    await section(
      result,
      "Images: bytes a 375 px phone and a 1280 px laptop download (first screen / whole page)",
      async () => {
        const server = await startSiteServer(root);
        try {
          const routes = builtRoutes(dist)
            .map(({ route }) => route)
            .filter((route) => !result.options.routes || result.options.routes.includes(route));
          result.images = await measureRouteImages(server.origin, routes, log);
        } finally {
          await server.stop();
        }
      },
    );
  }
  if (!skip.has("packages")) {
    await section(result, "JavaScript: the shell, the islands, by package", async () => {
      result.scripts = await siteScripts(root, dist);
      log(
        result.scripts.islands
          .map(
            (island) =>
              `  ${island.block}: ${kb(island.gzipBytes).toFixed(1)} kB gzip${island.react ? " (React)" : ""}`,
          )
          .join("\n"),
      );
    });
  }
  if (!skip.has("pipeline")) {
    await section(result, "Data pipeline scaling", async () => {
      result.pipeline = await measurePipeline(root, result.buildMs!, log);
    });
  }
  if (!skip.has("editor")) {
    await section(result, "Editor loop (npm run dev)", async () => {
      result.editorLoop = await measureEditorLoop(root, log);
    });
  }
  if (!skip.has("visual-editor")) {
    await section(result, "Visual editor (npm run edit)", async () => {
      result.visualEditor = await measureVisualEditor(root, log);
    });
  }

  if (!skip.has("publish")) {
    await section(result, "Publish to live (/admin)", async () => {
      result.publish = await measurePublish(root, log);
    });
  }

  if (!skip.has("review")) {
    await section(result, "Review before publish (/admin and the reviewer's link)", async () => {
      result.review = await measureReview(root, log);
    });
  }

  // One copy with 1,000 more posts serves both publishes there: adding the posts and building them takes about a minute.
  const publishAt = {
    title: !skip.has("publish-1000"),
    many: !skip.has("publish-40"),
    review: !skip.has("review-1000"),
  };
  if (publishAt.title || publishAt.many || publishAt.review) {
    await section(result, "Publish to live at +1,000 posts (/admin)", async () => {
      result.publishAtScale = await measurePublishAtScale(root, 1000, publishAt, log, (name, run) =>
        section(result, name, run),
      );
    });
  }

  if (!skip.has("sign-in-flood")) {
    await section(result, "A real sign-in during a flood of 100 sign-ins (/admin/login)", async () => {
      result.signInFlood = await measureSignInFlood(root, log);
    });
  }

  if (!skip.has("submissions")) {
    await section(result, "The form service with a million submissions", async () => {
      result.submissions = await measureSubmissions(root, log);
    });
  }

  if (!skip.has("instances")) {
    await section(result, "Two instances sharing PostgreSQL: 300 submissions at once", async () => {
      result.instances = await measureTwoInstances(root, log);
    });
  }

  if (!skip.has("scale")) {
    await section(result, `The site at scale: +${options.scales.join(", +")} posts`, async () => {
      result.scale = await measureScales(root, options.scales, log, (name, run) => section(result, name, run));
    });
  }

  // An interrupted bench keeps the last complete report.
  checkNotInterrupted();
  mkdirSync(join(root, "reports"), { recursive: true });
  const report = markdownReport(result);
  writeFileSync(join(root, "reports/bench.md"), report);
  writeFileSync(join(root, "reports/bench.json"), `${JSON.stringify(result, null, 2)}\n`);
  log(`\n${report}\nWrote reports/bench.md and reports/bench.json.`);
  if (result.errors.length) {
    console.error(
      `${result.errors.length} part(s) of the bench failed: ${result.errors.map((error) => error.section).join(", ")}.`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
