import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { findStaticFile } from "../resolve-static-file.ts";
import { adminWords as words } from "../../core/words/admin-words.ts";
import type { AdminContext } from "./admin-context.ts";

/**
 * The project's pictures as they are now, uploads not yet published included, for the editor's thumbnails and
 * preview: only to people signed in (the public site serves the published ones, from the live build).
 */
export function imageRoutes(app: FastifyInstance, { root, accountOf }: AdminContext): void {
  const picturesDir = join(root, "public", "images");
  app.get("/admin/images/*", async (request, reply) => {
    if (!(await accountOf(request))) return reply.code(401).type("text/plain; charset=utf-8").send(words.signInFirst);
    let relative: string | null;
    try {
      relative = findStaticFile(
        picturesDir,
        decodeURIComponent(request.url.split("?")[0].slice("/admin/images".length)),
      );
    } catch {
      relative = null;
    }
    if (!relative || relative.endsWith("index.html"))
      return reply.code(404).type("text/plain; charset=utf-8").send(words.notFound);
    return reply.sendFile(relative, picturesDir, { cacheControl: false });
  });
}
