/** `npm run validate`: checks all site data and prints every problem with file:line:column, or one summary line. */
import { resolve } from "node:path";
import { loadSiteData, SiteDataError } from "../src/content/load-site-data.ts";

const started = performance.now();
try {
  const { fileCount, blockCount } = loadSiteData(resolve(import.meta.dirname, ".."));
  console.log(`Site data is valid: ${fileCount} files, ${blockCount} blocks, checked in ${Math.round(performance.now() - started)} ms.`);
} catch (error) {
  if (!(error instanceof SiteDataError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
