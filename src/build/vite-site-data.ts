import { resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { loadSiteData, SiteDataError, type LoadedSite } from "../content/load-site-data.ts";
import { resolvePageData } from "../content/resolve-page-data.ts";
import { pathnameOfPageData } from "../content/page-data-url.ts";

/**
 * Validates site data when a build starts (stopping it on any problem) and, in `npm run dev`, serves each
 * address's page data at /_data/..., shows site-data problems in the browser overlay and has the open page
 * update its data in place when a site-data or schema file changes.
 */
export function siteDataPlugin(projectRoot: string, buildYear: number): Plugin {
  let cached: LoadedSite | SiteDataError | undefined;
  const load = () => {
    if (!cached) {
      try {
        cached = loadSiteData(projectRoot);
      } catch (error) {
        if (!(error instanceof SiteDataError)) throw error;
        cached = error;
      }
    }
    return cached;
  };

  const showErrors = (server: ViteDevServer, error: SiteDataError) => {
    const first = error.diagnostics[0];
    server.config.logger.error(error.message, { timestamp: true });
    server.ws.send({
      type: "error",
      err: {
        message: error.message,
        stack: "",
        plugin: "site-data",
        id: resolve(projectRoot, first.file),
        loc: { file: resolve(projectRoot, first.file), line: first.line, column: first.column },
      },
    });
  };

  return {
    name: "site-data",
    buildStart() {
      const result = load();
      if (result instanceof SiteDataError) this.error(result.message);
    },
    configureServer(server) {
      const watched = [resolve(projectRoot, "site-data"), resolve(projectRoot, "schemas")];
      server.watcher.add(watched);
      const onChange = (file: string) => {
        if (!file.endsWith(".json") || !watched.some((dir) => file.startsWith(dir))) return;
        cached = undefined;
        const result = load();
        if (result instanceof SiteDataError) showErrors(server, result);
        // The open page fetches its data again and updates in place (entry-client.tsx), keeping scroll and state.
        else server.ws.send({ type: "custom", event: "site-data:changed" });
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);

      server.middlewares.use("/_data", (request, response) => {
        const result = load();
        response.setHeader("Content-Type", "application/json; charset=utf-8");
        if (result instanceof SiteDataError) {
          showErrors(server, result);
          response.statusCode = 500;
          response.end(JSON.stringify({ error: result.message }));
          return;
        }
        // Mounted at /_data, so request.url has lost that prefix.
        const page = resolvePageData(result.siteData, pathnameOfPageData(request.url ?? "/index.json"), result.referenceFields, buildYear);
        response.statusCode = page.status;
        response.end(JSON.stringify(page));
      });
    },
  };
}
