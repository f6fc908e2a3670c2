/**
 * `npm run validate`: checks all site data and prints every problem with file:line:column, or one summary line.
 * First, that every block type has its folder and component (src/pipeline/block-folders.ts). Warnings of the content lint (src/core/content/lint/) are printed in the same form and do not fail.
 */
import { resolve } from "node:path";
import { loadSiteData, SiteDataError } from "../src/core/content/load-site-data.ts";
import { warningsReport } from "../src/core/content/warnings-report.ts";
import { readBlockFolders } from "../src/pipeline/block-folders.ts";

const started = performance.now();
const root = resolve(import.meta.dirname, "..");
// A block type without its component would be left out of every page that holds it: said before site data is read.
const { problems } = readBlockFolders(root);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
try {
  const { fileCount, blockCount, warnings } = loadSiteData(root);
  if (warnings.length) console.warn(warningsReport(warnings));
  console.log(
    `Site data is valid: ${fileCount} files, ${blockCount} blocks, checked in ${Math.round(performance.now() - started)} ms.`,
  );
} catch (error) {
  if (!(error instanceof SiteDataError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
