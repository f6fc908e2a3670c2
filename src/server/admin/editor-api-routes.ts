import type { FastifyInstance } from "fastify";
import { transportHeaders } from "../../core/serving/security-headers.ts";
import { adminWords as words } from "../../core/words/admin-words.ts";
import type { AdminContext } from "./admin-context.ts";
import { adminHeaders } from "./admin-requests.ts";

/** The editor's requests (/admin/api/...) that no other route answers: the editor's API, for the account signed in. */
export function editorApiRoutes(app: FastifyInstance, { accountOf, editorApi, person }: AdminContext): void {
  app.route({
    method: ["GET", "POST"],
    url: "/admin/api/*",
    handler: async (request, reply) => {
      const account = await accountOf(request);
      if (!account) return reply.code(401).send({ error: words.signInFirst });
      reply.hijack();
      // Written by the editor's API on the raw response, past the server's hooks: every header is set here.
      for (const [name, value] of Object.entries({ ...adminHeaders, ...transportHeaders(request.protocol) }))
        reply.raw.setHeader(name, value);
      const path = request.url.split("?")[0].slice("/admin".length);
      const handled = await editorApi(request.raw, reply.raw, person(account), path);
      if (!handled) {
        reply.raw.statusCode = 404;
        reply.raw.end(JSON.stringify({ error: words.notFound }));
      }
    },
  });
}
