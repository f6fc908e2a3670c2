/**
 * `npm run build`: the site into a new release, which dist then points at (src/pipeline/build-release.ts); a build that
 * fails leaves the site served as it was. A save or publish a crash stopped half-way is undone first
 * (src/server/admin/publish/recover-publish.ts), so that nothing is built from half of one. After a first build, a build when only site data
 * and pictures changed reuses the bundles and renders only what changed; `--full` builds everything, as CI does
 * (CI=true). `--every-page` renders every page again into an empty dist/ with the last build's bundles, when the code
 * is still theirs (what test:incremental-build compares with, without waiting for Vite). `--out <folder>` builds into
 * another folder, which nothing then serves (a publish's release, src/server/admin/publish/publisher.ts); with
 * `--quick-compress` (a publish's), what changed gets quick compressed copies, to be compressed fully once it is live.
 */
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { recoverPublish } from "../src/server/admin/publish/recover-publish.ts";
import { buildAndServe } from "../src/pipeline/build-release.ts";
import { BuildError, buildSite } from "../src/pipeline/build-site.ts";
import { SaveInProgress } from "../src/server/editing/site-transaction.ts";
import { SiteDataError } from "../src/core/content/load-site-data.ts";
import { logText, ServerError } from "../src/core/errors/server-errors.ts";

const ci = process.env.CI;
const { values } = parseArgs({
  options: {
    full: { type: "boolean" },
    "every-page": { type: "boolean" },
    out: { type: "string" },
    "quick-compress": { type: "boolean" },
  },
});
const fullAsked = values.full ? "--full" : ci && ci !== "false" && ci !== "0" ? "CI=true" : null;

const root = resolve(import.meta.dirname, "..");
try {
  if (values.out)
    await buildSite(root, {
      fullAsked,
      everyPageAsked: values["every-page"],
      outDir: resolve(values.out),
      quickCompress: values["quick-compress"],
    });
  else {
    // A save another process is making now (the running server's publish) is waited for: its files are half
    // written until it ends, and nothing is built from half of a save.
    const until = Date.now() + 120_000;
    for (;;) {
      try {
        const undone = await recoverPublish(root);
        if (undone)
          console.log(`A save stopped half-way (${undone.id}) was undone: its files are as they were before it.`);
        break;
      } catch (error) {
        if (!(error instanceof SaveInProgress)) throw error;
        if (Date.now() > until) throw new BuildError("build-waited-for-save", { said: error.message });
        await sleep(500);
      }
    }
    await buildAndServe(root, { fullAsked, everyPageAsked: values["every-page"] });
  }
} catch (error) {
  if (!(error instanceof SiteDataError || error instanceof ServerError)) throw error;
  // Site data's problems each with their code (site-data/...:line:column [code] ...); the build's own with its code.
  console.error(error instanceof ServerError ? logText(error) : error.message);
  process.exitCode = 1;
}
