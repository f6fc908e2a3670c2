/**
 * `npm run build`: the site into dist/ (src/build/build-site.ts). After a first build, a build when only site data
 * and pictures changed reuses the bundles and renders only what changed; `--full` builds everything, as CI does
 * (CI=true). `--every-page` renders every page again into an empty dist/ with the last build's bundles, when the code
 * is still theirs (what test:incremental-build compares with, without waiting for Vite). `--out <folder>` builds into
 * another folder (the admin's releases, src/admin/publish/releases.ts).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { BuildError, buildSite } from "../src/build/build-site.ts";
import { SiteDataError } from "../src/content/load-site-data.ts";

const ci = process.env.CI;
const { values } = parseArgs({
  options: { full: { type: "boolean" }, "every-page": { type: "boolean" }, out: { type: "string" } },
});
const fullAsked = values.full ? "--full" : ci && ci !== "false" && ci !== "0" ? "CI=true" : null;

try {
  await buildSite(resolve(import.meta.dirname, ".."), {
    fullAsked,
    everyPageAsked: values["every-page"],
    outDir: values.out ? resolve(values.out) : undefined,
  });
} catch (error) {
  if (!(error instanceof SiteDataError || error instanceof BuildError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
