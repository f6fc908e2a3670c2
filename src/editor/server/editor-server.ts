import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { createServer as createViteServer } from "vite";
import { createSiteDataWorkspace } from "../../content/site-data-workspace.ts";
import { searchIndexAt, searchIndexFolder } from "../../content/search-index.ts";
import { createEditorApi } from "./editor-api.ts";
import { requestProblem } from "./request-guard.ts";
import { watchFolders } from "./watch-folders.ts";

/** The interface the editor listens on: this machine only, whatever the network around it. */
export const editorHost = "127.0.0.1";

/**
 * `npm run edit`: the editor's page (its own Vite dev server, src/editor/vite.config.ts, so that the preview renders
 * the site's real components from source) and its requests, on one port of 127.0.0.1. `root` is the project whose
 * site-data/ and public/images/ it edits.
 */
export async function startEditorServer(
  root: string,
  port: number,
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const workspace = createSiteDataWorkspace(root);
  const api = createEditorApi(workspace);
  /** The preview's search boxes fetch their index as on the site (src/content/search-index.ts), from the site on disk. */
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
  const vite = await createViteServer({
    configFile: join(root, "src/editor/vite.config.ts"),
    server: { middlewareMode: true, ws: { server } },
    appType: "spa",
  });
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
      (handled) => handled || vite.middlewares(request, response),
      (error: unknown) => {
        console.error(error);
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
      await vite.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
