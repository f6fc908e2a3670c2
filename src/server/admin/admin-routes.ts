import type { FastifyInstance } from "fastify";
import { SubmissionStore } from "../forms/store.ts";
import { adminContext, type AdminContext, type AdminOptions as ContextOptions } from "./admin-context.ts";
import { adminRequests } from "./admin-requests.ts";
import { appPageRoutes } from "./app-page-routes.ts";
import { editorApiRoutes } from "./editor-api-routes.ts";
import { historyRoutes } from "./history-routes.ts";
import { reviewRoutes } from "./reviews/review-routes.ts";
import { imageRoutes } from "./image-routes.ts";
import { inboxRoutes } from "./inbox-routes.ts";
import { reviewPageRoutes, type ReviewPageOptions } from "./reviews/review-page-routes.ts";
import { scheduleRoutes } from "./schedule-routes.ts";
import { signInRoutes } from "./sign-in-routes.ts";

export { adminOnlyFile, deviceCookie, sessionCookie } from "./admin-context.ts";

/** The admin's options, and those of a reviewer's pages (the author's e-mail on an answer; a test's limits). */
export type AdminOptions = ContextOptions & { review?: ReviewPageOptions };
export { adminHeaders } from "./admin-requests.ts";

/**
 * /admin on the site's own origin: signing in, choosing a password from a link, signing out, the editor's
 * application and its requests for the account signed in. Every request that changes something must come from a
 * page of this origin (its Origin header), and everything but signing in needs a session.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const context = await adminContext(app, options);
  // A reviewer's pages (/review/<token>) and the admin's each in a context of their own: none of the admin's headers,
  // cookies or checks (its origin check wants an origin named, which a reviewer's no-referrer pages do not) apply to
  // a reviewer's, which have their own.
  await app.register(async (reviewApp) => reviewPageRoutes(reviewApp, context, options.review));
  await app.register(async (adminApp) => adminOnlyRoutes(adminApp, context));
}

async function adminOnlyRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  await adminRequests(app, context.publicOrigin);
  signInRoutes(app, context);
  historyRoutes(app, context);
  scheduleRoutes(app, context);
  if (context.inbox)
    await inboxRoutes(app, {
      store: new SubmissionStore(context.db, context.inbox.dataDir),
      forms: context.inbox.forms,
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
