import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isPlainEmail } from "../../core/forms/field-rules.ts";
import type { Form } from "../../core/generated/site-data.ts";
import { formatCsv } from "../forms/inbox/format-csv.ts";
import type { StoredSubmission, SubmissionKind, SubmissionStore } from "../forms/store.ts";
import type { Account } from "./accounts/accounts.ts";
import { adminWords as words } from "../../core/words/admin-words.ts";
import type { AuditLog } from "./audit-log.ts";
import { readJsonBody } from "./publish/schedule-request.ts";
import { saidBy, ServerError } from "../../core/errors/server-errors.ts";

/** The JSON body of an inbox request, or an empty object when there is none to read (its checks then refuse it). */
const jsonBodyOrNothing = async (request: Parameters<typeof readJsonBody>[0]): Promise<unknown> => {
  const read = await readJsonBody(request).catch(() => ({ refused: "not JSON" as const }));
  return ("body" in read ? read.body : null) ?? {};
};

export interface InboxOptions {
  store: SubmissionStore;
  /** The site's forms: their titles and field labels. */
  forms: Form[];
  accountOf: (request: FastifyRequest) => Promise<Account | null>;
  audit: AuditLog;
  now: () => number;
}

/** One submission as the inbox shows it: what the visitor sent, as data (the page shows it as text, never as HTML). */
export interface InboxEntry extends StoredSubmission {
  spam: boolean;
  /** The mail server refused its e-mail for good: nobody was told of it by e-mail. */
  mailFailed?: { failedAt: string; reason: string };
}

const kindOf = (value: unknown): SubmissionKind => (value === "spam" ? "spam" : "submissions");
const text = (value: unknown, longest: number) => (typeof value === "string" ? value.slice(0, longest) : undefined);

/** A file name for Content-Disposition: the visitor's name as UTF-8, and a plain ASCII fallback. */
function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "file";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The form submissions in /admin, for the accounts that read them (every admin, and the editors given it:
 * `npm run users -- inbox <e-mail> on`): a page at a time, newest first, one form or all, by words; one with its
 * files (always downloaded, never shown by the browser); marked handled, spam or not spam; erased one at a time or
 * everything from one e-mail address (a line in the record says it was done, by whom and when, never whose data);
 * and a CSV of a folder. Reads are GETs; every change is a POST from the admin's own pages (admin-requests.ts checks
 * the Origin of every POST).
 */
export async function inboxRoutes(
  app: FastifyInstance,
  { store, forms, accountOf, audit, now }: InboxOptions,
): Promise<void> {
  const reader = async (request: FastifyRequest, reply: FastifyReply): Promise<Account | null> => {
    const account = await accountOf(request);
    if (!account) {
      void reply.code(401).send({ error: words.signInFirst });
      return null;
    }
    if (!account.readsInbox) {
      void reply.code(403).send({ error: words.notYourInbox });
      return null;
    }
    return account;
  };

  const entryOf = async (
    submission: StoredSubmission,
    spam: boolean,
    failures: Map<string, { failedAt: string; reason: string }>,
  ): Promise<InboxEntry> => ({
    ...submission,
    spam,
    ...(failures.has(submission.id) ? { mailFailed: failures.get(submission.id)! } : {}),
  });

  app.get("/admin/api/inbox", async (request, reply) => {
    if (!(await reader(request, reply))) return reply;
    const query = request.query as Record<string, unknown>;
    const kind = kindOf(query.kind);
    const form = text(query.form, 100) || undefined;
    const page = await store.page({
      kind,
      form,
      search: text(query.q, 200),
      before: text(query.before, 100),
      limit: 50,
    });
    const failures = await store.mailFailures();
    return {
      kind,
      submissions: await Promise.all(
        page.submissions.map((submission) => entryOf(submission, kind === "spam", failures)),
      ),
      more: page.more,
      forms: forms.map((candidate) => ({
        id: candidate.id,
        fields: candidate.fields.map(({ name, label, type }) => ({ name, label, type })),
      })),
    };
  });

  app.get("/admin/api/inbox.csv", async (request, reply) => {
    const account = await reader(request, reply);
    if (!account) return reply;
    const query = request.query as Record<string, unknown>;
    const kind = kindOf(query.kind);
    const form = text(query.form, 100) || undefined;
    const labels = new Map(
      forms.map((candidate) => [candidate.id, new Map(candidate.fields.map((field) => [field.name, field.label]))]),
    );
    await audit.record(
      account.id,
      "exported form submissions",
      `${kind === "spam" ? "spam" : "inbox"}${form ? `, ${form} form` : ""}`,
    );
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", attachmentHeader(`${form ?? "submissions"}${kind === "spam" ? "-spam" : ""}.csv`))
      .header("X-Content-Type-Options", "nosniff")
      .send(formatCsv(await store.list(kind, form), labels));
  });

  // A submission's file, as the visitor sent it: downloaded, never opened by the browser as a page.
  app.get("/admin/api/inbox/:id/files/:field", async (request, reply) => {
    if (!(await reader(request, reply))) return reply;
    const { id, field } = request.params as { id: string; field: string };
    const submission = await store.find(id);
    const file = submission && Object.hasOwn(submission.files, field) ? submission.files[field] : undefined;
    if (!file) return reply.code(404).send({ error: words.notFound });
    // The stored path is the service's own, and stays inside the files folder whatever it says.
    const path = resolve(store.folder.root, file.storedAs);
    if (!path.startsWith(`${resolve(store.folder.files)}${sep}`))
      return reply.code(404).send({ error: words.notFound });
    // Gone (erased meanwhile, or by hand) is said as such; a file that is there and cannot be read is a failure, with
    // its code in the log, not "gone".
    const found = await stat(path).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw new ServerError("inbox-file-unreadable", { submission: id, said: saidBy(error) }, { cause: error });
    });
    if (!found?.isFile()) return reply.code(404).send({ error: words.fileGone });
    return reply
      .header("Content-Type", "application/octet-stream")
      .header("Content-Disposition", attachmentHeader(file.originalName))
      .header("Content-Length", found.size)
      .header("X-Content-Type-Options", "nosniff")
      .send(createReadStream(path));
  });

  const change = (
    url: string,
    run: (account: Account, id: string, body: Record<string, unknown>) => Promise<boolean>,
  ) =>
    app.post(url, async (request, reply) => {
      const account = await reader(request, reply);
      if (!account) return reply;
      const body = (await jsonBodyOrNothing(request.raw)) as Record<string, unknown>;
      const { id } = request.params as { id: string };
      if (!(await run(account, id, body))) return reply.code(404).send({ error: words.noSuchSubmission });
      return { done: true };
    });

  change("/admin/api/inbox/:id/handled", async (account, id, body) => {
    const handled = body.handled !== false;
    const done = await store.markHandled(id, handled ? now() : null);
    if (done)
      await audit.record(account.id, handled ? "marked a submission handled" : "marked a submission not handled", id);
    return done;
  });

  change("/admin/api/inbox/:id/spam", async (account, id, body) => {
    const spam = body.spam !== false;
    const done = await store.markSpam(id, spam);
    if (done)
      await audit.record(account.id, spam ? "moved a submission to spam" : "moved a submission out of spam", id);
    return done;
  });

  change("/admin/api/inbox/:id/erase", async (account, id) => {
    const erased = await store.remove(id);
    if (erased)
      await audit.record(account.id, "erased a submission", `${erased.form} form, received ${erased.receivedAt}`);
    return erased !== null;
  });

  // A data-subject request (Nigeria Data Protection Act): everything sent from one address, spam included.
  app.post("/admin/api/inbox/erase-address", async (request, reply) => {
    const account = await reader(request, reply);
    if (!account) return reply;
    const body = (await jsonBodyOrNothing(request.raw)) as Record<string, unknown>;
    const address = text(body.address, 320)?.trim() ?? "";
    if (!isPlainEmail(address)) return reply.code(400).send({ error: words.notAnAddress });
    const erased = await store.removeByAddress(address);
    // The record says that it was done, by whom, when and how much: never whose data it was.
    await audit.record(
      account.id,
      "erased submissions by e-mail address",
      `${erased.length} submission${erased.length === 1 ? "" : "s"}`,
    );
    return { erased: erased.length };
  });
}
