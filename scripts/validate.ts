/**
 * `npm run validate`: checks all site data and prints every problem with file:line:column, or one summary line.
 * Warnings of the content lint (src/content/lint/) are printed in the same form and do not fail.
 */
import { resolve } from "node:path";
import { loadSiteData, SiteDataError } from "../src/content/load-site-data.ts";
import { formatDiagnostic } from "../src/validation/diagnostic.ts";

const started = performance.now();
try {
  const { fileCount, blockCount, warnings } = loadSiteData(resolve(import.meta.dirname, ".."));
  if (warnings.length) {
    console.warn(`${warnings.map((warning) => `warning  ${formatDiagnostic(warning)}`).join("\n\n")}\n`);
    console.warn(`${warnings.length} warning${warnings.length === 1 ? "" : "s"}: the site builds, but each is probably not what was meant (search engines show such pages less well, visitors miss what is hidden).\n`);
  }
  console.log(`Site data is valid: ${fileCount} files, ${blockCount} blocks, checked in ${Math.round(performance.now() - started)} ms.`);
} catch (error) {
  if (!(error instanceof SiteDataError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
