import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { securityHeaders, transportHeaders } from "../../core/serving/security-headers.ts";
import { adminWords as words } from "../../core/words/admin-words.ts";

/**
 * The admin's headers, all of them: the site's (security-headers.ts: no sniffing, no camera or microphone, a browsing
 * context of its own), and over them the admin's own: never cached, never indexed, framed only by itself (the editor
 * shows its preview in a frame of its own origin), and scripts, styles, pictures and requests only from this origin.
 * Complete on its own, for the answers written without the server's hooks (the editor's API, editor-api-routes.ts).
 */
export const adminHeaders: Record<string, string> = {
  ...securityHeaders,
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Content-Security-Policy": [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; "),
  "X-Frame-Options": "SAMEORIGIN",
  // Addresses (a link's token among them) go to no other site; not "no-referrer", with which browsers name no origin
  // on the admin's own form posts, and those would be refused.
  "Referrer-Policy": "same-origin",
};

const safeMethods = new Set(["GET", "HEAD"]);

/**
 * How /admin reads and answers every request: cookies and form bodies read, JSON left to the editor's API, the
 * admin's headers on every answer, and every request that changes something refused unless it comes from a page of
 * this origin.
 */
export async function adminRequests(app: FastifyInstance, publicOrigin: string | undefined): Promise<void> {
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // The editor's requests (JSON, and pictures as they are) are read by the editor's API itself, with its own limits.
  app.removeContentTypeParser(["application/json"]);
  app.addContentTypeParser(["application/json", "application/octet-stream"], (_request, _payload, done) => done(null));

  app.addHook("onSend", async (request, reply) => {
    reply.headers({ ...adminHeaders, ...transportHeaders(request.protocol) });
  });

  // Cross-site request forgery: a browser names the page's origin on every POST, and no page can forge it. It must
  // be the site's public origin when PUBLIC_URL says it; otherwise the one the request names, which behind a proxy
  // is the proxy's X-Forwarded-Host (a proxy that passes the client's own lets the client choose it).
  app.addHook("preHandler", async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    if (request.headers.origin !== (publicOrigin ?? `${request.protocol}://${request.host}`))
      return reply.code(403).type("application/json").send({ error: words.foreignOrigin });
  });
}
