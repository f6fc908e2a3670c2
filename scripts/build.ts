/**
 * `npm run build`: the site into dist/ (src/build/build-site.ts). After a first build, a build when only site data
 * and pictures changed reuses the bundles and renders only what changed; `--full` builds everything, as CI does
 * (CI=true).
 */
import { resolve } from "node:path";
import { BuildError, buildSite } from "../src/build/build-site.ts";
import { SiteDataError } from "../src/content/load-site-data.ts";

const ci = process.env.CI;
const fullAsked = process.argv.includes("--full") ? "--full" : ci && ci !== "false" && ci !== "0" ? "CI=true" : null;

try {
  await buildSite(resolve(import.meta.dirname, ".."), { fullAsked });
} catch (error) {
  if (!(error instanceof SiteDataError || error instanceof BuildError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
