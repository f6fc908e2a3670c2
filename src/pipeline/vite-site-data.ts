import { resolve } from "node:path";
import type { Plugin, ViteDevServer, WebSocketClient } from "vite";
import { SiteDataError, siteDataOf, type LoadedSite } from "../core/content/load-site-data.ts";
import { resolvePageData } from "../core/content/resolve-page-data.ts";
import { searchIndexAt, searchIndexFolder } from "../site/blocks/SearchBox/search-index.ts";
import { pathnameOfPageData, siteSettingsUrl } from "../core/content/page-data-url.ts";
import { createSiteDataWorkspace } from "../core/content/site-data-workspace.ts";
import { siteDataProblemOf } from "../core/content/site-data-problem.ts";
import { resolveSite } from "../core/content/site-settings.ts";

/**
 * `npm run dev`: serves each address's page data at /_data/... and the site settings at /_site.json, shows site-data
 * problems in the browser overlay and has the open page update its data in place when a site-data or schema file
 * changes. Builds have nothing to do with it: site data is never bundled, and `npm run build` validates it once
 * (scripts/build.ts).
 */
export function siteDataPlugin(projectRoot: string, year: number): Plugin {
  const workspace = createSiteDataWorkspace(projectRoot);
  const load = (): LoadedSite | SiteDataError => {
    const check = workspace.current();
    return check.loaded ?? new SiteDataError(check.diagnostics);
  };

  /**
   * The overlay goes to the tabs open now, one by one, and to each tab as it connects while the data is broken. Never
   * through Vite's broadcast: with no tab open it keeps the last error and hands it to the next tab that connects,
   * even after the mistake was mended.
   */
  const overlay = (error: SiteDataError) => {
    const first = error.diagnostics[0];
    const file = resolve(projectRoot, first.file);
    return {
      type: "error" as const,
      err: {
        message: error.message,
        stack: "",
        plugin: "site-data",
        id: file,
        loc: { file, line: first.line, column: first.column },
      },
    };
  };
  const showErrors = (clients: Iterable<WebSocketClient>, error: SiteDataError) => {
    for (const client of clients) client.send(overlay(error));
  };

  return {
    name: "site-data",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      const watched = [
        resolve(projectRoot, "site-data"),
        resolve(projectRoot, "schemas"),
        resolve(projectRoot, "public"),
      ];
      server.watcher.add(watched);
      const onChange = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        workspace.fileChanged(file);
        const result = load();
        if (result instanceof SiteDataError) {
          server.config.logger.error(result.message, { timestamp: true });
          showErrors(server.ws.clients, result);
          // The open pages say so in place of their content (src/site/app/SiteDataProblemNotice.tsx).
          server.ws.send({ type: "custom", event: "site-data:problem" });
        }
        // The open page fetches its data again and updates in place (src/site/dev/render-page.tsx), keeping scroll and state.
        else server.ws.send({ type: "custom", event: "site-data:changed" });
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
      server.ws.on("vite:client:connect", (_data: unknown, client: WebSocketClient) => {
        const result = load();
        if (result instanceof SiteDataError) showErrors([client], result);
      });

      server.middlewares.use(siteSettingsUrl, (_request, response) => {
        response.setHeader("Content-Type", "application/json; charset=utf-8");
        const check = workspace.current();
        try {
          // As far as site.json can be read while other files are broken: the page keeps its header and footer and
          // says what is wrong in its main part.
          const site = resolveSite((check.loaded?.siteData ?? siteDataOf(check)).site, year);
          response.end(JSON.stringify(site));
        } catch {
          response.end(JSON.stringify({ siteDataProblem: siteDataProblemOf(check.diagnostics) }));
        }
      });

      // A search box's index, as the build writes it (src/site/blocks/SearchBox/search-index.ts).
      server.middlewares.use(`/${searchIndexFolder}`, (request, response, next) => {
        const result = load();
        const index =
          result instanceof SiteDataError
            ? undefined
            : searchIndexAt(result.siteData, `/${searchIndexFolder}${(request.url ?? "").split("?")[0]}`, year);
        if (!index) return next();
        response.setHeader("Content-Type", "application/json; charset=utf-8");
        response.end(JSON.stringify(index));
      });

      server.middlewares.use("/_data", (request, response) => {
        const result = load();
        response.setHeader("Content-Type", "application/json; charset=utf-8");
        if (result instanceof SiteDataError) {
          // 200, not 500: the answer is the problem's place, which the page shows (a failed request would also be
          // logged in the console as an error of the page).
          response.end(JSON.stringify({ siteDataProblem: siteDataProblemOf(result.diagnostics) }));
          return;
        }
        // Mounted at /_data, so request.url has lost that prefix.
        const page = resolvePageData(
          result.siteData,
          pathnameOfPageData(request.url ?? "/index.json"),
          result.referenceFields,
          year,
        );
        response.statusCode = page.status;
        response.end(JSON.stringify(page));
      });
    },
  };
}
