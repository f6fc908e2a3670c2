import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { ScheduleResponse } from "../../core/contract/api-types.ts";
import { ServerError } from "../../core/errors/server-errors.ts";
import { adminWords as words } from "../../core/words/admin-words.ts";
import { readTextOrNull, type AdminContext } from "./admin-context.ts";
import { describeChanges } from "./publish/change-words.ts";
import { bodyRefusalAnswer, changeRefusal, refusalAnswer } from "./publish/change-answers.ts";
import { Schedule } from "./publish/schedule.ts";
import { notifyShared } from "./reviews/review-mail.ts";
import { readJsonBody, scheduleRequestOf } from "./publish/schedule-request.ts";

/**
 * Publishing at a chosen minute: kept in the database, published by the server then (src/server/admin/publish/schedule.ts);
 * what is waiting, a new one, and cancelling one.
 */
export function scheduleRoutes(app: FastifyInstance, context: AdminContext): void {
  const { db, root, workspace, now, accounts, audit, editorApi, accountOf, person, onApprovalGiven } = context;
  const schedule = new Schedule(
    db,
    async (scheduled) => {
      const account = await accounts.byId(scheduled.accountId);
      if (!account || account.disabled) throw new ServerError("scheduled-account-gone");
      try {
        const answer = await editorApi.saveFiles(scheduled.files, person(account), words.scheduledBy(account.email));
        return answer.published?.subject ?? scheduled.subject;
      } catch (error) {
        const refused = editorApi.refusal(error);
        if (refused?.status === 409) throw new ServerError("scheduled-conflict", {}, { cause: error });
        throw error;
      }
    },
    now,
  );
  schedule.start();
  app.addHook("onClose", async () => schedule.stop());
  // A publish waiting for an approval goes out as soon as one is given, not at the next minute's look.
  onApprovalGiven(() => void schedule.approvalGiven());

  app.get("/admin/api/schedule", async (request, reply): Promise<ScheduleResponse | undefined> => {
    if (!(await accountOf(request))) return reply.code(401).send({ error: words.signInFirst });
    return {
      scheduled: (await schedule.list()).map(({ id, email, subject, publishAt, state, result, files }) => ({
        id,
        email,
        subject,
        publishAt,
        state,
        result,
        files: files.map(({ file }) => file),
      })),
    };
  });

  app.post("/admin/api/schedule", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    const read = await readJsonBody(request.raw);
    if ("refused" in read) return bodyRefusalAnswer(reply, read.refused);
    const request_ = scheduleRequestOf(read.body, now());
    if (typeof request_ === "string") return reply.code(400).send({ error: request_ });
    const refused = changeRefusal(workspace, person(account), request_.files);
    if (refused) return refusalAnswer(reply, refused);
    const written = request_.files.map(({ file, text, base }) => ({
      file,
      text,
      base,
      before: readTextOrNull(join(root, file)),
    }));
    const { subject, lines } = describeChanges(
      written.map(({ file, before, text }) => ({ file, before, after: text })),
      workspace.schemas(),
    );
    const scheduled = await schedule.add(account.id, request_.files, subject, request_.publishAt);
    await audit.record(account.id, "scheduled", `${subject} for ${new Date(scheduled.publishAt).toISOString()}`);
    // A change that needs an approval leaves the editor with its schedule, so it is shared for review here, for a
    // week: it shows under "Waiting for review" at once, and is published at the first minute after it is approved.
    const changed = written.filter(({ before, text }) => before !== text);
    let sharedForReview = false;
    if (
      changed.length &&
      context.needsApproval(account) &&
      "refused" in (await context.reviews.approvalFor(account.id, changed))
    ) {
      const { review } = await context.reviews.create(
        account.id,
        { files: changed.map(({ file, text, base }) => ({ file, text, base })), subject, lines },
        Math.max(request_.publishAt, now()) + 7 * 24 * 60 * 60 * 1000,
      );
      await audit.record(account.id, "shared for review (scheduled)", subject);
      void notifyShared(context.reviewMail, review);
      sharedForReview = true;
    }
    return { id: scheduled.id, subject, publishAt: scheduled.publishAt, sharedForReview };
  });

  app.post("/admin/api/schedule/:id/cancel", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    const scheduled = await schedule.byId(Number((request.params as { id: string }).id));
    if (!scheduled) return reply.code(404).send({ error: words.notFound });
    if (scheduled.accountId !== account.id && account.role !== "admin")
      return reply.code(403).send({ error: words.notYourSchedule });
    if (!(await schedule.cancel(scheduled.id))) return reply.code(409).send({ error: words.notWaiting });
    await audit.record(account.id, "cancelled a scheduled publish", scheduled.subject);
    return { cancelled: true };
  });
}
