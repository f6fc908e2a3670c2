import type { FastifyInstance } from "fastify";
import { SubmissionStore } from "../forms/store.ts";
import { adminContext, type AdminOptions } from "./admin-context.ts";
import { adminRequests } from "./admin-requests.ts";
import { appPageRoutes } from "./app-page-routes.ts";
import { editorApiRoutes } from "./editor-api-routes.ts";
import { historyRoutes } from "./history-routes.ts";
import { reviewRoutes } from "./reviews/review-routes.ts";
import { imageRoutes } from "./image-routes.ts";
import { inboxRoutes } from "./inbox-routes.ts";
import { scheduleRoutes } from "./schedule-routes.ts";
import { signInRoutes } from "./sign-in-routes.ts";

export { adminOnlyFile, deviceCookie, sessionCookie, type AdminOptions } from "./admin-context.ts";
export { adminHeaders } from "./admin-requests.ts";

/**
 * /admin on the site's own origin: signing in, choosing a password from a link, signing out, the editor's
 * application and its requests for the account signed in. Every request that changes something must come from a
 * page of this origin (its Origin header), and everything but signing in needs a session.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const context = await adminContext(app, options);
  await adminRequests(app, options.publicOrigin);
  signInRoutes(app, context);
  historyRoutes(app, context);
  scheduleRoutes(app, context);
  if (options.inbox)
    await inboxRoutes(app, {
      store: new SubmissionStore(context.db, options.inbox.dataDir),
      forms: options.inbox.forms,
      accountOf: context.accountOf,
      audit: context.audit,
      now: context.now,
    });
  // Before the editor's API, which answers every other /admin/api/ request.
  reviewRoutes(app, context);
  editorApiRoutes(app, context);
  imageRoutes(app, context);
  appPageRoutes(app, context);
}
