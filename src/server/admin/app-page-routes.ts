import { existsSync } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findStaticFile } from "../resolve-static-file.ts";
import { clearCookie, nextPage, sessionCookie, type AdminContext } from "./admin-context.ts";

/**
 * The admin's application (built by `npm run build:admin`), at /admin and every address under it that no other
 * route answers; to the signed in only, others are sent to sign in first.
 */
export function appPageRoutes(app: FastifyInstance, { appDir, accountOf }: AdminContext): void {
  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0];
    if (!(await accountOf(request))) {
      const ended = request.cookies[sessionCookie] ? "&ended" : "";
      if (ended) clearCookie(request, reply);
      return reply.redirect(`/admin/login?next=${encodeURIComponent(nextPage(pathname))}${ended}`, 303);
    }
    let relative: string | null;
    try {
      relative = findStaticFile(appDir, decodeURIComponent(pathname.slice("/admin".length) || "/"));
    } catch {
      relative = null;
    }
    if (!existsSync(appDir))
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The admin is not built: run npm run build:admin (npm start does).");
    // An address of the application itself (/admin/pages/home) is its page; it finds its way from the address.
    return reply.sendFile(relative ?? "index.html", appDir, { cacheControl: false });
  };
  app.get("/admin", appPage);
  app.get("/admin/*", appPage);
}
