/**
 * `npm run validate`: checks all site data and prints every problem with file:line:column, or one summary line.
 * Warnings of the content lint (src/core/content/lint/) are printed in the same form and do not fail.
 */
import { resolve } from "node:path";
import { loadSiteData, SiteDataError } from "../src/core/content/load-site-data.ts";
import { warningsReport } from "../src/core/content/warnings-report.ts";

const started = performance.now();
try {
  const { fileCount, blockCount, warnings } = loadSiteData(resolve(import.meta.dirname, ".."));
  if (warnings.length) console.warn(warningsReport(warnings));
  console.log(
    `Site data is valid: ${fileCount} files, ${blockCount} blocks, checked in ${Math.round(performance.now() - started)} ms.`,
  );
} catch (error) {
  if (!(error instanceof SiteDataError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
