/**
 * `npm run bench`: measures the budgets of the build and writes them to reports/bench.md.
 * Figures are a report, not a test: nothing here fails because of a number.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { loadSiteData } from "../src/content/load-site-data.ts";

const root = resolve(import.meta.dirname, "..");

function timeCommand(command: string, args: string[]): number {
  const started = performance.now();
  execFileSync(command, args, { cwd: root, stdio: "ignore" });
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const validateInProcess = Array.from({ length: 5 }, () => {
  const started = performance.now();
  loadSiteData(root);
  return performance.now() - started;
});
const validateCli = Array.from({ length: 3 }, () => timeCommand("npm", ["run", "-s", "validate"]));
const build = timeCommand("npm", ["run", "-s", "build"]);

/** The JavaScript a visitor's browser fetches before Home is interactive: entry scripts and their modulepreloads. */
const homeHtml = readFileSync(join(root, "dist/index.html"), "utf8");
const scripts = [...homeHtml.matchAll(/<script type="module"[^>]*src="([^"]+)"|<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
const styles = [...homeHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const gzipKb = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(root, "dist", file))).length, 0) / 1024;
const rawKb = (files: string[]) => files.reduce((sum, file) => sum + readFileSync(join(root, "dist", file)).length, 0) / 1024;
const homeJs = gzipKb(scripts);
const homeHtmlKb = gzipSync(homeHtml).length / 1024;

const rows: [string, string, string, boolean][] = [
  ["`npm run validate`, in process (median of 5)", `${median(validateInProcess).toFixed(0)} ms`, "< 1000 ms", median(validateInProcess) < 1000],
  ["`npm run validate`, whole command (median of 3)", `${median(validateCli).toFixed(0)} ms`, "< 1000 ms (informative: includes Node start-up)", true],
  ["`npm run build`", `${(build / 1000).toFixed(1)} s`, "< 30 s", build < 30000],
  ["Home initial JavaScript (gzip)", `${homeJs.toFixed(1)} kB (${rawKb(scripts).toFixed(0)} kB raw, ${scripts.length} file${scripts.length === 1 ? "" : "s"})`, "<= 150 kB", homeJs <= 150],
  ["Home CSS (gzip)", `${gzipKb(styles).toFixed(1)} kB`, "report only", true],
  ["Home HTML (gzip)", `${homeHtmlKb.toFixed(1)} kB`, "report only", true],
];

const report = `# Benchmark report

Measured ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}.

| measure | value | budget | |
|---|---|---|---|
${rows.map(([name, value, budget, ok]) => `| ${name} | ${value} | ${budget} | ${ok ? "ok" : "OVER"} |`).join("\n")}

Home's initial JavaScript: ${scripts.join(", ")}
`;
mkdirSync(join(root, "reports"), { recursive: true });
writeFileSync(join(root, "reports/bench.md"), report);
console.log(report);
const over = rows.filter(([, , , ok]) => !ok);
if (over.length) console.warn(`Over budget: ${over.map(([name]) => name).join("; ")}`);
