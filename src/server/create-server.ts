import { readFileSync } from "node:fs";
import { isIP, type Socket } from "node:net";
import { join } from "node:path";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from "fastify";
import fastifyStatic from "@fastify/static";
import { errorBody } from "./forms/answers.ts";
import { findNotFoundFile, findStaticFile } from "./resolve-static-file.ts";
import { LiveSite } from "./live-site.ts";
import { securityHeaders, transportHeaders } from "../core/serving/security-headers.ts";
import { lingerAfterRefusal } from "./lingering-close.ts";
import { immutableFolders } from "../core/serving/cache-rules.ts";
import {
  speculationRulesContentType,
  speculationRulesFile,
  speculationRulesHeader,
} from "../core/serving/speculation-rules.ts";
import { formService, type FormServiceOptions } from "./forms/form-service.ts";
import { adminRoutes, type AdminOptions } from "./admin/admin-routes.ts";
import { logServerError, saidBy, ServerError } from "../core/errors/server-errors.ts";

export interface SiteServerOptions {
  /** The prerendered site (dist/). */
  distDir: string;
  /** The site as the admin publishes it (made from distDir when not given). */
  live?: LiveSite;
  /** Fastify's logger: `npm start` logs to the console; tests stay quiet (false) or pass a stream to read. */
  logger?: FastifyServerOptions["logger"];
  /** The reverse proxy (address, addresses or CIDR ranges) whose X-Forwarded-For names the visitor. */
  trustProxy?: string;
  /** The local form service, on the same origin (left out when the site posts its forms elsewhere). */
  forms?: FormServiceOptions;
  /** /admin: the editor for the people who run the site, behind their accounts (src/server/admin/). */
  admin?: AdminOptions;
}

/** The built site's not-found page (404.html), read once per build served. */
let template: { dir: string; html: string | null } | undefined;
function notFoundTemplate(dir: string): string | null {
  if (template?.dir !== dir) {
    let html: string | null = null;
    try {
      html = readFileSync(join(dir, "404.html"), "utf8");
    } catch (error) {
      // No not-found page built: the answer is a page of its own. One that is there and cannot be read is said.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT")
        logServerError(
          new ServerError("not-found-page-unreadable", { file: join(dir, "404.html"), said: saidBy(error) }),
        );
    }
    template = { dir, html };
  }
  return template.html;
}

const json = (message: string) => `${JSON.stringify(errorBody([{ message }]))}\n`;

/**
 * A request Node's HTTP parser could not read at all (a malformed request line, headers too large, a request that
 * never finished arriving): answered in the protocol's error shape, like every other error, then closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", "The request took too long to arrive. Please try again."]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "The request's headers are too large."]
        : [400, "Bad Request", "The request could not be read."];
  const body = json(message);
  // Written by hand (no response object exists yet), with the headers every other answer carries.
  const headers = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/**
 * What `npm start` serves: the prerendered pages and assets, with a real 404 for unknown addresses. Text files are
 * sent as the brotli or gzip copy the build made beside them (src/pipeline/compressed-copies.ts), whichever the browser accepts.
 * Every error, at any level (the HTTP parser's, the router's, a handler's), answers `{ "errors": [...] }`.
 */
export async function createSiteServer({
  distDir,
  live = new LiveSite(distDir),
  logger = false,
  trustProxy,
  forms,
  admin,
}: SiteServerOptions): Promise<FastifyInstance> {
  // Time limits: a request (a 10 MB upload on a slow phone included) has two minutes; an idle connection is closed.
  const app = Fastify({
    logger,
    // Every request would be two lines; the service logs what matters (stored, refused, failed) itself.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxy ?? false,
    requestTimeout: 120_000,
    connectionTimeout: 130_000,
    keepAliveTimeout: 10_000,
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error }, "A request was refused.");
      // Answered before any hook runs (the router could not read the address): the headers are set here.
      void (reply as FastifyReply)
        .headers({ ...securityHeaders, ...transportHeaders(request.protocol) })
        .code(400)
        .type("application/json")
        .send(errorBody([{ message: "The address is not valid." }]));
    },
  });
  // Behind a proxy, the client's address is read from X-Forwarded-For, whose entries on the left are whatever the client
  // wrote: only entries that are IP addresses are kept (before anything reads request.ip), so "<script>" or "../../" is
  // never taken for an address (to count rate limits by, or to store).
  if (trustProxy)
    app.addHook("onRequest", async (request) => {
      const forwarded = request.raw.headers["x-forwarded-for"];
      if (forwarded === undefined) return;
      const addresses = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => isIP(entry) !== 0);
      if (addresses.length) request.raw.headers["x-forwarded-for"] = addresses.join(", ");
      else delete request.raw.headers["x-forwarded-for"];
    });
  await app.register(fastifyStatic, { root: distDir, serve: false, index: false, preCompressed: true });

  app.addHook("onSend", async (request, reply) => {
    reply.headers({ ...securityHeaders, ...transportHeaders(request.protocol) });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    // The log says the code: a problem of the catalogue's own (a git that failed for History, a file of the inbox it
    // cannot read), or request-failed for a fault nobody foresaw. The answer keeps the protocol's shape and words.
    const problem =
      error instanceof ServerError
        ? error
        : new ServerError("request-failed", { method: request.method, url: request.url.slice(0, 200) });
    if (status >= 500) request.log.error({ err: error, code: problem.code }, problem.line);
    else request.log.info({ err: error, status }, "A request was refused.");
    // A body refused before its end (too large, too slow): as the form service does (form-service.ts).
    if (status === 413 || status === 408) {
      reply.header("Connection", "close");
      lingerAfterRefusal(request.raw);
    }
    return reply
      .code(status)
      .type("application/json")
      .send(
        errorBody([
          {
            message:
              status >= 500
                ? "Something went wrong on the server. Please try again."
                : "The request could not be read.",
          },
        ]),
      );
  });

  // A post without scripts that was not accepted is answered with a page of the site: the live site's not-found page's layout.
  if (forms) await app.register(formService, { pageTemplate: () => notFoundTemplate(live.current.dir), ...forms });
  if (admin) await app.register(adminRoutes, admin);

  // Its own route: a static file would go out as application/json, which browsers refuse for speculation rules.
  app.get(`/${speculationRulesFile}`, (request, reply) => {
    const { rules } = live.current;
    if (!rules)
      return reply
        .code(404)
        .type("application/json")
        .send(errorBody([{ message: `Nothing answers ${request.method} ${request.url.slice(0, 200)}.` }]));
    return reply.header("Cache-Control", "no-cache").type(speculationRulesContentType).send(rules);
  });

  app.get("/*", async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    } catch {
      return reply
        .code(400)
        .type("application/json")
        .send(errorBody([{ message: "The address is not valid." }]));
    }
    // One version of the site for the whole request, whatever a publish does meanwhile.
    const { dir, redirects } = live.current;
    const target = redirects.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
    if (target) return reply.redirect(target, 301);
    const file = findStaticFile(dir, pathname);
    // Named by their content (scripts, styles, images, islands' props): they never change, so browsers keep them for good.
    if (file && immutableFolders.some((folder) => file.startsWith(`${folder}/`)))
      return reply.sendFile(file, dir, { maxAge: "365d", immutable: true });
    reply.header("Cache-Control", "no-cache");
    const page = file === null || file.endsWith(".html") ? (file ?? findNotFoundFile(dir, pathname)) : null;
    // Every page names the rules that let the browser load the next page ahead of a click.
    if (page) reply.header("Speculation-Rules", speculationRulesHeader);
    if (file) return reply.sendFile(file, dir, { cacheControl: false });
    return reply.code(404).sendFile(page!, dir, { cacheControl: false });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .type("application/json")
      .send(errorBody([{ message: `Nothing answers ${request.method} ${request.url.slice(0, 200)}.` }]));
  });

  return app;
}
