import { join } from "node:path";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { changeReach } from "../../../core/content/change-reach.ts";
import { spokenName } from "../../../core/content/collection-words.ts";
import { isLeftOut } from "../../../core/content/left-out-blocks.ts";
import type { LoadedSite } from "../../../core/content/load-site-data.ts";
import { resolvePageData } from "../../../core/content/resolve-page-data.ts";
import { resolveSite } from "../../../core/content/site-settings.ts";
import { securityHeaders, transportHeaders } from "../../../core/serving/security-headers.ts";
import { reviewWords as words } from "../../../core/words/review-words.ts";
import { addressKey } from "../../address-key.ts";
import { findStaticFile } from "../../resolve-static-file.ts";
import { rateLimitStore } from "../../forms/rate-limit-store.ts";
import type { AdminContext } from "../admin-context.ts";
import { messagePage, overviewPage, type PartChoice, type ReachedPageView, type SentForm } from "./review-page-html.ts";
import { changedStyle, markChanged, picturesNamed, picturesThroughLink, reviewCopy } from "./review-render.ts";
import { reviewRenderer, type ReviewRenderer } from "./review-renderer.ts";
import { notifyAnswered } from "./review-mail.ts";
import type { Review } from "./reviews.ts";

export interface ReviewPageOptions {
  /** Called after a reviewer's answer is stored (the author's e-mail is sent from it); its failure is only logged. */
  onAnswered?: (review: Review) => unknown;
  /** How pages are rendered (the build's worker; a test's stand-in). */
  renderer?: ReviewRenderer;
  /** Requests one client address may make per minute: reads (the pages) and writes (comments and answers). */
  limits?: { reads: number; writes: number };
}

/**
 * The headers of every answer under /review: the site's, and over them a reviewer's own. Never kept in a cache nor
 * indexed; no script at all (the pages need none, and a review copy of a page must not run the site's); no address
 * sent on (the link's token is in it), which is why a form post names no origin ("null") and is let through by
 * Sec-Fetch-Site instead (below).
 */
export const reviewHeaders: Record<string, string> = {
  ...securityHeaders,
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
  "Content-Security-Policy": [
    "default-src 'none'",
    "script-src 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "X-Frame-Options": "DENY",
};

export const nameLimit = 80;
export const textLimit = 2000;

type WithToken = { Params: { token: string } };

const html = "text/html; charset=utf-8";

/** A block's title as a reviewer would recognise it: its own, or its heading's. */
function blockTitle(block: Record<string, unknown>): string {
  const heading = block.heading as { title?: unknown } | undefined;
  const title = typeof block.title === "string" ? block.title : typeof heading?.title === "string" ? heading.title : "";
  return title.length > 60 ? `${title.slice(0, 59)}…` : title;
}

/** A form field's text, trimmed; "" when missing or not text. */
const field = (body: unknown, name: string): string => {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value.trim() : "";
};

/**
 * The reviewer's pages, at /review/<token> (never under /admin: the admin's session cookie is sent to /admin only, and
 * nothing of the admin is reached through a link): the overview with the change, its pages, the comments and the
 * two forms; each page as it will be after publishing, rendered by the site's own renderer with what changed marked;
 * and the forms' posts. A link that ended, was withdrawn or whose change was published answers 410 in words; one the
 * server did not make, 404. Registered in a context of its own, before the admin's hooks (its headers, its origin
 * check that wants a named origin, its JSON parsing), which are not for these pages.
 */
export async function reviewPageRoutes(
  app: FastifyInstance,
  context: AdminContext,
  options: ReviewPageOptions = {},
): Promise<void> {
  const { workspace, audit, reviews, db } = context;
  const renderer = options.renderer ?? reviewRenderer(context.root);
  app.addHook("onClose", async () => renderer.close());
  const limits = options.limits ?? { reads: 60, writes: 10 };

  // Form posts only, read here: no JSON, no plain text.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  app.addHook("onSend", async (request, reply) => {
    reply.headers({ ...reviewHeaders, ...transportHeaders(request.protocol) });
  });

  // Counted per client address (every address of one IPv6 /64 as one), reads and writes apart, in the database so
  // that instances sharing it share the count.
  await app.register(rateLimit, {
    timeWindow: 60_000,
    max: (request) => (request.method === "POST" ? limits.writes : limits.reads),
    keyGenerator: (request) => `${request.method === "POST" ? "write" : "read"}:${addressKey(request.ip)}`,
    store: rateLimitStore(db, "review"),
    errorResponseBuilder: (_request, limit) =>
      Object.assign(new Error(words.tooMany(Math.ceil(limit.ttl / 1000))), { statusCode: 429 }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, "A review page failed.");
    else request.log.info({ err: error, status }, "A review request was refused.");
    const [title, text] =
      status === 429
        ? [words.tooManyTitle, error.message]
        : status >= 500
          ? [words.failedTitle, words.failed]
          : [words.unreadableTitle, words.unreadable];
    return reply.code(status).type(html).send(messagePage(title, text));
  });

  // Cross-site request forgery: a post must come from a page of this origin. With no-referrer a browser names the
  // origin of a form post "null"; it then says Sec-Fetch-Site, which no page can set, and it must be same-origin.
  app.addHook("preHandler", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") return;
    const expected = context.publicOrigin ?? `${request.protocol}://${request.host}`;
    const { origin } = request.headers;
    const sameOrigin =
      origin === expected || (origin === "null" && request.headers["sec-fetch-site"] === "same-origin");
    if (!sameOrigin) return reply.code(403).type(html).send(messagePage(words.refusedTitle, words.foreignOrigin));
  });

  const year = () => new Date(context.now()).getFullYear();
  const overviewHref = (token: string) => `/review/${token}`;

  /** The review a link opens, or the answer already sent (404, 410). */
  async function reviewOf(request: FastifyRequest<WithToken>, reply: FastifyReply): Promise<Review | null> {
    const { token } = request.params;
    const link = await reviews.open(token);
    if (link && "review" in link) return link.review;
    if (!link) {
      reply.code(404).type(html).send(messagePage(words.notFoundTitle, words.notFound));
      return null;
    }
    const author = (await reviews.byId(Number(token.split(".")[0])))?.email ?? "";
    const page =
      link.gone === "published"
        ? messagePage(words.goneTitle, words.published, { href: "/", text: words.seeSite })
        : messagePage(words.goneTitle, link.gone === "expired" ? words.expired(author) : words.withdrawn(author));
    reply.code(410).type(html).send(page);
    return null;
  }

  type SiteWith = { before?: LoadedSite; after?: LoadedSite; pages: ReachedPageView[]; every: boolean };
  // Worked out once per review for the site as published (its check is the same object until a file changes): a
  // change of the site's settings reaches every page, and each page's parts are its data resolved.
  const known = new WeakMap<object, Map<string, SiteWith>>();

  /** The site as published and as the review's change would make it, and the pages that differ. */
  function siteWith(review: Review, token: string): SiteWith {
    const current = workspace.current();
    const forCurrent = known.get(current) ?? known.set(current, new Map()).get(current)!;
    const key = `${review.id} ${review.hash} ${year()}`;
    const kept = forCurrent.get(key);
    if (kept) return kept;
    const before = current.loaded;
    const after = workspace.check(new Map(review.files.map(({ file, text }) => [file, text]))).loaded;
    let made: SiteWith = { before, after, pages: [], every: false };
    if (before && after) {
      const changed = review.files.flatMap(({ file, text }) => ((workspace.text(file) ?? null) === text ? [] : [file]));
      const reach = changeReach(before, after, changed, year());
      const pages = reach.pages.map(
        (reached): ReachedPageView => ({
          ...reached,
          href: `${overviewHref(token)}/page?path=${encodeURIComponent(reached.pathname)}`,
          parts: reached.removed ? [] : partsOf(after, reached.pathname, reached.title),
        }),
      );
      made = { before, after, pages, every: reach.every };
    }
    // A few reviews at a time are open; the oldest worked out goes first.
    if (forCurrent.size >= 16) forCurrent.delete(forCurrent.keys().next().value!);
    forCurrent.set(key, made);
    return made;
  }

  /** What a comment may be about on a page: the whole page, its header, each block it shows, its footer. */
  function partsOf(site: LoadedSite, pathname: string, title: string): PartChoice[] {
    const page = resolvePageData(site.siteData, pathname, site.referenceFields, year());
    const blocks = page.sections.filter((block) => !isLeftOut(block, page.item?.value));
    const choice = (part: string, label: string) => ({
      value: `${part}@${pathname}`,
      label: words.partOf(title, label),
    });
    return [
      choice("page", words.partWholePage),
      choice("header", words.partHeader),
      ...blocks.map((block, index) =>
        choice(
          `block ${index + 1}`,
          words.partBlock(index + 1, spokenName(block.type), blockTitle(block as unknown as Record<string, unknown>)),
        ),
      ),
      choice("footer", words.partFooter),
    ];
  }

  async function overview(
    reply: FastifyReply,
    review: Review,
    token: string,
    sent: { comment?: SentForm; answer?: SentForm } = {},
  ) {
    const { pages, every } = siteWith(review, token);
    const comments = await reviews.comments([review.id]);
    return reply
      .code(sent.comment || sent.answer ? 400 : 200)
      .type(html)
      .send(overviewPage({ review, href: overviewHref(token), pages, every, comments, ...sent }));
  }

  /** The problems of a name and a text, each at its field. */
  function checkText(
    values: Record<string, string>,
    problems: Record<string, string>,
    name: string,
    limit: number,
    missing?: string,
  ) {
    const value = values[name];
    if (!value && missing) problems[name] = missing;
    else if (value.length > limit) problems[name] = words.tooLong(limit);
  }

  app.get<WithToken>("/review/:token", async (request, reply) => {
    const review = await reviewOf(request, reply);
    if (!review) return reply;
    if (review.openedAt === null && (await reviews.opened(review.id)))
      await audit.record(null, words.audit.opened, review.subject);
    return overview(reply, review, request.params.token);
  });

  app.get<WithToken & { Querystring: { path?: string } }>("/review/:token/page", async (request, reply) => {
    const review = await reviewOf(request, reply);
    if (!review) return reply;
    const { token } = request.params;
    const back = { href: overviewHref(token), text: words.backToReview };
    const { before, after, pages } = siteWith(review, token);
    const reached = pages.find(({ pathname }) => pathname === request.query.path);
    if (!reached || !before || !after)
      return reply
        .code(404)
        .type(html)
        .send(messagePage(words.notFoundTitle, words.pageNotInChange, back));
    if (reached.removed) return reply.type(html).send(messagePage(reached.title, words.pageRemovedText, back));
    const { pathname } = reached;
    const render = (site: LoadedSite) =>
      renderer.render(
        pathname,
        resolvePageData(site.siteData, pathname, site.referenceFields, year()),
        resolveSite(site.siteData.site, year()),
      );
    const [published, changed] = await Promise.all([reached.added ? null : render(before), render(after)]);
    if (changed === null || (!reached.added && published === null))
      return reply
        .code(503)
        .type(html)
        .send(messagePage(words.pageNotShownTitle, words.pageNotShown, back));
    const marked = markChanged(published, changed);
    const copy = reviewCopy(marked.html, {
      style: changedStyle(words.changedLabel),
      bannerText: words.bannerText,
      backText: words.bannerBack,
      backHref: overviewHref(token),
    });
    const named = picturesNamed(review.files.map(({ text }) => text));
    return reply.type(html).send(picturesThroughLink(copy, named, `${overviewHref(token)}`));
  });

  // The pictures the change names, as they are in the project now (uploaded, perhaps not yet published): only those,
  // so that a link shows no other upload.
  app.get<WithToken & { Params: { "*": string } }>("/review/:token/images/*", async (request, reply) => {
    const review = await reviewOf(request, reply);
    if (!review) return reply;
    const address = `/images/${request.params["*"]}`;
    const picturesDir = join(context.root, "public", "images");
    let relative: string | null = null;
    if (picturesNamed(review.files.map(({ text }) => text)).has(address))
      try {
        relative = findStaticFile(picturesDir, decodeURIComponent(address.slice("/images".length)));
      } catch {
        relative = null;
      }
    if (!relative || relative.endsWith("index.html"))
      return reply.code(404).type(html).send(messagePage(words.notFoundTitle, words.notFound));
    return reply.sendFile(relative, picturesDir, { cacheControl: false });
  });

  app.post<WithToken>("/review/:token/comment", async (request, reply) => {
    const review = await reviewOf(request, reply);
    if (!review) return reply;
    const { token } = request.params;
    const values = {
      part: field(request.body, "part"),
      name: field(request.body, "name"),
      text: field(request.body, "text"),
    };
    const problems: Record<string, string> = {};
    const { pages } = siteWith(review, token);
    const choice = pages.flatMap(({ parts }) => parts).find(({ value }) => value === values.part);
    if (!choice) problems.part = words.missing.part;
    checkText(values, problems, "name", nameLimit, words.missing.name);
    checkText(values, problems, "text", textLimit, words.missing.text);
    if (Object.keys(problems).length) return overview(reply, review, token, { comment: { values, problems } });
    const at = values.part.indexOf("@");
    await reviews.comment(review.id, {
      part: values.part.slice(0, at),
      pathname: values.part.slice(at + 1),
      name: values.name,
      text: values.text,
    });
    await audit.record(null, words.audit.commented(values.name), review.subject);
    return reply.redirect(`${overviewHref(token)}#comments`, 303);
  });

  app.post<WithToken>("/review/:token/answer", async (request, reply) => {
    const review = await reviewOf(request, reply);
    if (!review) return reply;
    const { token } = request.params;
    const values = {
      name: field(request.body, "name"),
      note: field(request.body, "note"),
      answer: field(request.body, "answer"),
    };
    const problems: Record<string, string> = {};
    checkText(values, problems, "name", nameLimit, words.missing.name);
    checkText(values, problems, "note", textLimit);
    if (values.answer !== "approve" && values.answer !== "changes") problems.answer = words.missing.answer;
    if (Object.keys(problems).length) return overview(reply, review, token, { answer: { values, problems } });
    const approve = values.answer === "approve";
    // Withdrawn or published between the link's check and now: the link no longer opens.
    if (!(await reviews.answer(review.id, { approve, by: values.name, note: values.note })))
      return (await reviewOf(request, reply)) ? reply.redirect(overviewHref(token), 303) : reply;
    await audit.record(
      null,
      approve ? words.audit.approved(values.name) : words.audit.changesAsked(values.name),
      review.subject,
    );
    // An approval wakes the scheduled publishes that waited for it; the author is told by e-mail (in the background:
    // a mail server that fails is logged, and never fails the answer).
    if (approve) context.approvalGiven();
    void notifyAnswered(context.reviewMail, review, { approve, by: values.name, note: values.note });
    const answered = await reviews.byId(review.id);
    if (answered && options.onAnswered)
      try {
        await options.onAnswered(answered);
      } catch (error) {
        request.log.error({ err: error }, "The author could not be told of a reviewer's answer.");
      }
    return reply.redirect(overviewHref(token), 303);
  });

  // Any other address under /review: no review there.
  app.all("/review/*", async (_request, reply) =>
    reply.code(404).type(html).send(messagePage(words.notFoundTitle, words.notFound)),
  );
}
