import { join } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ReviewEntry, ReviewsResponse, SaveRequest, ShareResponse } from "../../../core/contract/api-types.ts";
import { adminWords as words } from "../../../core/words/admin-words.ts";
import { refusalWords } from "../../../core/words/refusal-words.ts";
import type { Account } from "../accounts/accounts.ts";
import { readTextOrNull, type AdminContext } from "../admin-context.ts";
import { describeChanges } from "../publish/change-words.ts";
import { readJsonBody, scheduleRequestOf } from "../publish/schedule-request.ts";
import { bodyRefusalAnswer, changeRefusal, refusalAnswer } from "../publish/change-answers.ts";
import { notifyAnswered, notifyShared } from "./review-mail.ts";
import type { Review, ReviewComment } from "./reviews.ts";

const day = 24 * 60 * 60 * 1000;
/** The longest note an admin's answer takes: a few paragraphs, not a document. */
export const maxAnswerNote = 2000;

/** "Share for review": the files (checked as a schedule's are) and how many days its link opens, or what is wrong. */
function shareRequestOf(body: unknown, now: number): { files: SaveRequest["files"]; days: 1 | 7 } | string {
  const { files, days } = (body ?? {}) as Record<string, unknown>;
  if (days !== 1 && days !== 7) return words.reviewDays;
  const checked = scheduleRequestOf({ files, publishAt: now }, now);
  return typeof checked === "string" ? checked : { files: checked.files, days };
}

/** An admin's answer: approve or not, and a note (may be empty), or what is wrong. */
function answerRequestOf(body: unknown): { approve: boolean; note: string } | string {
  const { approve, note } = (body ?? {}) as Record<string, unknown>;
  if (typeof approve !== "boolean")
    return refusalWords.badRequest("an answer that is neither approve nor ask for changes");
  if (note !== undefined && typeof note !== "string") return refusalWords.badRequest("a note that is not text");
  const text = (note ?? "").trim();
  if (text.length > maxAnswerNote) return words.reviewNoteTooLong(maxAnswerNote);
  return { approve, note: text };
}

/**
 * The editor's requests about reviews (issue 46): the person's changes shared for review and, to admins, everyone's
 * waiting for an answer; sharing a change (its reviewer's link); withdrawing one; and an admin's answer. Registered
 * before the editor's API, which answers every other /admin/api/ request. The reviewer's own page, opened with the
 * link, is review-page-routes.ts.
 */
export function reviewRoutes(app: FastifyInstance, context: AdminContext): void {
  const { root, workspace, now, audit, accountOf, person, reviews, reviewMail, needsApproval, approvalGiven } = context;

  const entryOf = async (review: Review, comments: readonly ReviewComment[]): Promise<ReviewEntry> => ({
    id: review.id,
    email: review.email,
    subject: review.subject,
    lines: review.lines,
    files: review.files.map(({ file, text }) => ({ file, text })),
    createdAt: review.createdAt,
    expiresAt: review.expiresAt,
    openedAt: review.openedAt,
    // Published ones are never listed (ofAccount, waiting): the three states the editor shows.
    state: review.state as ReviewEntry["state"],
    answeredBy: review.answeredBy,
    answeredAt: review.answeredAt,
    answerNote: review.answerNote,
    link: `/review/${await reviews.token(review)}`,
    comments: comments
      .filter(({ reviewId }) => reviewId === review.id)
      .map(({ pathname, part, name, text, at }) => ({ pathname, part, name, text, at })),
  });
  const entriesOf = async (list: readonly Review[]) => {
    const comments = await reviews.comments(list.map(({ id }) => id));
    return Promise.all(list.map((review) => entryOf(review, comments)));
  };

  /** The review asked for, if the account may act on it; otherwise the answer has been sent. */
  const reviewFor = async (
    id: string,
    reply: FastifyReply,
    may: (review: Review) => string | undefined,
    account: Account,
  ): Promise<Review | undefined> => {
    const review = /^\d{1,12}$/.test(id) ? await reviews.byId(Number(id)) : undefined;
    if (!review || (review.accountId !== account.id && account.role !== "admin")) {
      // Another editor's review is "no such review" to an editor: what others shared is not theirs to know of.
      void reply.code(404).send({ error: words.noSuchReview });
      return undefined;
    }
    const refused = may(review);
    if (refused) {
      void reply.code(403).send({ error: refused });
      return undefined;
    }
    return review;
  };

  app.get("/admin/api/reviews", async (request, reply): Promise<ReviewsResponse | undefined> => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    const admin = account.role === "admin";
    return {
      mine: await entriesOf(await reviews.ofAccount(account.id)),
      waiting: admin ? await entriesOf(await reviews.waiting()) : [],
      needsApproval: needsApproval(account),
      mayApprove: admin,
    };
  });

  app.post("/admin/api/reviews", async (request, reply): Promise<ShareResponse | undefined> => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    const read = await readJsonBody(request.raw);
    if ("refused" in read) return bodyRefusalAnswer(reply, read.refused);
    const share = shareRequestOf(read.body, now());
    if (typeof share === "string") return reply.code(400).send({ error: share });
    const refused = changeRefusal(workspace, person(account), share.files);
    if (refused) return refusalAnswer(reply, refused);
    // What a reviewer sees is the change: files as they would go live that differ from the site as it is.
    const changed = share.files.flatMap(({ file, text, base }) => {
      const before = readTextOrNull(join(root, file));
      return before === text ? [] : [{ file, text, base, before }];
    });
    if (!changed.length) return reply.code(400).send({ error: words.reviewNothingToShare });
    const { subject, lines } = describeChanges(
      changed.map(({ file, before, text }) => ({ file, before, after: text })),
      workspace.schemas(),
    );
    const { review } = await reviews.create(
      account.id,
      { files: changed.map(({ file, text, base }) => ({ file, text, base })), subject, lines },
      now() + share.days * day,
    );
    await audit.record(account.id, "shared for review", subject);
    void notifyShared(reviewMail, review);
    return { review: await entryOf(review, []) };
  });

  app.post("/admin/api/reviews/:id/withdraw", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    const review = await reviewFor((request.params as { id: string }).id, reply, () => undefined, account);
    if (!review) return reply;
    if (!(await reviews.withdraw(review.id))) return reply.code(409).send({ error: words.reviewClosed });
    await audit.record(account.id, "withdrew a review link", review.subject);
    return { withdrawn: true };
  });

  app.post("/admin/api/reviews/:id/answer", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    if (account.role !== "admin") return reply.code(403).send({ error: words.onlyAdminsAnswer });
    const read = await readJsonBody(request.raw);
    if ("refused" in read) return bodyRefusalAnswer(reply, read.refused);
    const given = answerRequestOf(read.body);
    if (typeof given === "string") return reply.code(400).send({ error: given });
    // An approval is a second pair of eyes: an admin approves others' changes, never their own.
    const review = await reviewFor(
      (request.params as { id: string }).id,
      reply,
      (found) => (given.approve && found.accountId === account.id ? words.notYourOwnApproval : undefined),
      account,
    );
    if (!review) return reply;
    const answered = { ...given, by: account.email };
    if (!(await reviews.answer(review.id, answered))) return reply.code(409).send({ error: words.reviewClosed });
    await audit.record(account.id, given.approve ? "approved" : "asked for changes", review.subject);
    void notifyAnswered(reviewMail, review, answered);
    if (given.approve) approvalGiven();
    const comments = await reviews.comments([review.id]);
    return { review: await entryOf((await reviews.byId(review.id))!, comments) };
  });
}
