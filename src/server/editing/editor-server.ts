import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { createSiteDataWorkspace } from "../../core/content/site-data-workspace.ts";
import { searchIndexAt, searchIndexFolder } from "../../site/blocks/SearchBox/search-index.ts";
import { editorAppDir } from "../../pipeline/editor-app.ts";
import { createEditorApi } from "./editor-api.ts";
import { serveBuiltApp } from "./built-app.ts";
import { requestProblem } from "./request-guard.ts";
import { watchFolders } from "./watch-folders.ts";
import { logServerError, saidBy, ServerError } from "../../core/errors/server-errors.ts";

/** The interface the editor listens on: this machine only, whatever the network around it. */
export const editorHost = "127.0.0.1";

/**
 * `npm run edit`: the editor's pages and its requests, on one port of 127.0.0.1. `root` is the project whose
 * site-data/ and public/images/ it edits. The pages are the editor's application as built for this place
 * (src/pipeline/editor-app.ts, "edit", which the caller makes current); with `fromSource`, Vite's dev server makes them
 * from source instead (src/studio/vite.config.ts), for a developer changing the editor or the site's components.
 */
export async function startEditorServer(
  root: string,
  port: number,
  { fromSource = false }: { fromSource?: boolean } = {},
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const workspace = createSiteDataWorkspace(root);
  const api = createEditorApi(workspace);
  /** The preview's search boxes fetch their index as on the site (src/site/blocks/SearchBox/search-index.ts), from the site on disk. */
  const serveSearchIndex = (request: IncomingMessage, response: ServerResponse): boolean => {
    const path = (request.url ?? "").split("?")[0];
    if (!path.startsWith(`/${searchIndexFolder}/`)) return false;
    const { loaded } = workspace.current();
    const index = loaded && searchIndexAt(loaded.siteData, path, new Date().getFullYear());
    response.statusCode = index ? 200 : 404;
    response.setHeader("Content-Type", "application/json; charset=utf-8");
    response.end(JSON.stringify(index ?? { error: "no such search index" }));
    return true;
  };
  const server = createServer();
  const vite = fromSource
    ? await (await import("vite")).createServer({
        configFile: join(root, "src/studio/vite.config.ts"),
        server: { middlewareMode: true, ws: { server } },
        appType: "spa",
      })
    : null;
  // The site's pictures at the addresses site data gives them, as they are now: an upload is shown at once.
  const pages = vite ? vite.middlewares : serveBuiltApp(editorAppDir.edit, join(root, "public"));
  server.on("request", (request, response) => {
    const problem = requestProblem(request, port);
    if (problem) {
      response.statusCode = 403;
      response.setHeader("Content-Type", "text/plain; charset=utf-8");
      response.end(problem);
      return;
    }
    if (serveSearchIndex(request, response)) return;
    api(request, response).then(
      (handled) => handled || pages(request, response),
      (error: unknown) => {
        logServerError(
          new ServerError(
            "editor-request-failed",
            { method: String(request.method), path: (request.url ?? "").slice(0, 100), said: saidBy(error) },
            { cause: error },
          ),
        );
        response.statusCode = 500;
        response.end();
      },
    );
  });
  // A file changed by other means (another editor, git) is checked as it is now; a save over it is refused (editor-api.ts).
  const watcher = watchFolders(join(root, "site-data"), (path) => workspace.fileChanged(path));
  // The schemas compiled and the site read before the first keystroke needs them.
  workspace.current();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, editorHost, resolve);
  });
  return {
    server,
    url: `http://${editorHost}:${port}/`,
    async close() {
      watcher.close();
      await vite?.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
