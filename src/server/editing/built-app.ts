import send from "@fastify/send";
import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { findStaticFile } from "../resolve-static-file.ts";

/** Hashed file names (Vite's assets/) never change content: a browser keeps them; anything else is asked again. */
const cacheControlFor = (file: string) =>
  file.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache";

/**
 * The built editor's pages under `npm run edit` (src/server/editing/editor-server.ts): a file of the application
 * (`appDir`), else a file of the project's public/ as it is now (the site's pictures, an upload included), else, for a
 * page the browser navigates to (/edit/site-data/pages/home.json), the editor's page, which finds its way from the
 * address. Anything else is not found.
 */
export function serveBuiltApp(appDir: string, publicDir: string) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const end = (status: number, text: string) => {
      response.statusCode = status;
      response.setHeader("Content-Type", "text/plain; charset=utf-8");
      response.end(text);
    };
    if (request.method !== "GET" && request.method !== "HEAD") return end(405, "Method not allowed");
    if (!existsSync(join(appDir, "index.html")))
      return end(503, "The editor's page is not built: stop npm run edit and start it again, which builds it.");
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://editor").pathname);
    } catch {
      return end(400, "Bad address");
    }
    const fromApp = findStaticFile(appDir, pathname);
    const fromPublic = fromApp ? null : findStaticFile(publicDir, pathname);
    const navigating = (request.headers.accept ?? "").includes("text/html");
    const [root, file] = fromApp
      ? [appDir, fromApp]
      : fromPublic
        ? [publicDir, fromPublic]
        : navigating
          ? [appDir, "index.html"]
          : [null, null];
    if (!root || !file) return end(404, "Not found");
    const path = `/${file.split("/").map(encodeURIComponent).join("/")}`;
    const { statusCode, headers, stream } = await send(request, path, {
      root,
      cacheControl: false,
      dotfiles: "ignore",
    });
    response.writeHead(statusCode, { ...headers, "Cache-Control": cacheControlFor(file) });
    stream.pipe(response);
  };
}
