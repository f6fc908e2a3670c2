import Fastify, { type FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { findNotFoundFile, findStaticFile } from "./resolve-static-file.ts";
import { readRedirects } from "./redirects.ts";
import { securityHeaders } from "./security-headers.ts";
import { formService, type FormServiceOptions } from "./forms/form-service.ts";

export interface SiteServerOptions {
  /** The prerendered site (dist/). */
  distDir: string;
  logger?: boolean;
  /** The local form service, on the same origin (left out when the site posts its forms elsewhere). */
  forms?: FormServiceOptions;
}

/**
 * What `npm start` serves: the prerendered pages and assets, with a real 404 for unknown addresses. Text files are
 * sent as the brotli or gzip copy the build made beside them (scripts/compress.ts), whichever the browser accepts.
 */
export async function createSiteServer({ distDir, logger = false, forms }: SiteServerOptions): Promise<FastifyInstance> {
  // Time limits: a request (a 10 MB upload on a slow phone included) has two minutes; an idle connection is closed.
  const app = Fastify({ logger, requestTimeout: 120_000, connectionTimeout: 130_000, keepAliveTimeout: 10_000 });
  const redirects = readRedirects(distDir);
  await app.register(fastifyStatic, { root: distDir, serve: false, index: false, preCompressed: true });

  app.addHook("onSend", async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  if (forms) await app.register(formService, forms);

  app.get("/*", async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    } catch {
      return reply.code(400).type("application/json").send({ error: "The address is not valid." });
    }
    const target = redirects.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
    if (target) return reply.redirect(target, 301);
    const file = findStaticFile(distDir, pathname);
    if (file?.startsWith("assets/")) return reply.sendFile(file, { maxAge: "365d", immutable: true });
    reply.header("Cache-Control", "no-cache");
    if (file) return reply.sendFile(file, { cacheControl: false });
    return reply.code(404).sendFile(findNotFoundFile(distDir, pathname), { cacheControl: false });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Nothing answers ${request.method} ${request.url}.` });
  });

  return app;
}
