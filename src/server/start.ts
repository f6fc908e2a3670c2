/** `npm run serve` (and the end of `npm start`): serves the built site from dist/, and the local form service. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { loadSiteData } from "../content/load-site-data.ts";
import { createSiteServer } from "./create-server.ts";
import { formDataDir } from "./forms/data-dir.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
const distDir = resolve(projectRoot, "dist");
if (!existsSync(resolve(distDir, "index.html"))) {
  console.error("There is no built site in dist/. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

// The forms come from the same site data the pages were built from; "base": "" means this server receives them.
const { site, collections } = loadSiteData(projectRoot).siteData;
const localForms = site.formService?.base === "";
const dataDir = formDataDir(projectRoot);
const rateLimit = Number(process.env.FORM_RATE_LIMIT_PER_MINUTE);

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const server = await createSiteServer({
  distDir,
  forms: localForms
    ? { forms: collections.forms, messages: site.labels.formMessages, project: site.formService?.project, dataDir, rateLimitPerMinute: rateLimit > 0 ? rateLimit : undefined }
    : undefined,
});
await server.listen({ port, host });
console.log(`Serving the site at http://${host}:${port}  (Ctrl+C to stop)`);
if (localForms) console.log(`Form submissions are kept in ${dataDir} (list them with \`npm run inbox\`).`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
