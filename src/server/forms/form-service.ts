import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fillTokens } from "../../core/content/fill-tokens.ts";
import { maxBytesOf, type FormMessages } from "../../core/forms/field-rules.ts";
import type { Form, Site } from "../../core/generated/site-data.ts";
import { siteScopes } from "../../core/validation/tokens.ts";
import {
  errorBody,
  FormServiceError,
  formError,
  successBody,
  toFormServiceError,
  type FormWords,
  type ServiceErrors,
} from "./answers.ts";
import { Capacity, defaultCapacityLimits, type CapacityLimits } from "./capacity.ts";
import { checkSubmission, fieldsToStore } from "./check-submission.ts";
import { Outbox, type MailSettings } from "./mail/outbox.ts";
import { isSameOriginPath, notSentPage, successLocation, type NotSentLabels } from "./no-script-answers.ts";
import { discardFiles, readBody } from "./read-body.ts";
import { SubmissionStore } from "./store.ts";
import type { Sql } from "../store/sql.ts";
import { rateLimitStore } from "./rate-limit-store.ts";
import { addressKey } from "../address-key.ts";
import { serverProblem } from "../../core/errors/server-errors.ts";
import { lingerAfterRefusal } from "../lingering-close.ts";

export interface FormServiceOptions {
  /** The site's forms (site-data/collections/forms/). */
  forms: Form[];
  /** site.json's labels.formMessages: the same messages the browser shows. */
  messages: FormMessages;
  /** site.json's labels.formNotSent: the page a post without scripts gets when it was not accepted. */
  notSent: NotSentLabels;
  /** site.json's labels.formServiceErrors: the words of every answer that is not one field's problem. */
  serviceErrors: ServiceErrors;
  /** The built site's not-found page, whose layout that page takes (create-server.ts reads the live site's). */
  pageTemplate?: () => string | null;
  company: Site["company"];
  /** site.json's formService.project, when forms are also posted to /p/<project>/f/<form id>. */
  project?: string;
  /** The site's database: submissions are its rows (store.ts). */
  db: Sql;
  /** Where the files sent with submissions are kept (FORM_DATA_DIR). */
  dataDir: string;
  /** Submissions one client may make per minute. */
  rateLimitPerMinute?: number;
  capacity?: Partial<CapacityLimits>;
  /** Submissions older than this many days are erased (at start, then daily). Kept for ever when unset. */
  retentionDays?: number;
  /** E-mail every accepted submission to people (SMTP_URL and FORM_NOTIFY_TO). */
  mail?: MailSettings;
}

/** Bodies without files (urlencoded, JSON). */
const textBodyLimit = 256 * 1024;
const megabyte = 1024 * 1024;
const day = 24 * 60 * 60 * 1000;

const stripLineBreaks = (value: string) => value.replace(/[\r\n]+/g, " ");

function decodeSession(header: unknown): unknown {
  if (typeof header !== "string" || header.length > 2000) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The page a person posted from, on this site (path and query), else the home page. */
function refererPath(request: FastifyRequest): string {
  try {
    const referer = new URL(String(request.headers.referer ?? ""));
    const path = `${referer.pathname}${referer.search}`;
    return referer.host === request.headers.host && isSameOriginPath(path) ? path : "/";
  } catch {
    return "/";
  }
}

/** A script's fetch asks for JSON; a browser posting a form without scripts asks for a page. */
const wantsJson = (request: FastifyRequest) => /\bapplication\/json\b/.test(String(request.headers.accept ?? ""));

/** The most a submission of this form can weigh: its files at their limits and a megabyte for everything else. */
const largestBody = (form: Form) =>
  form.fields.reduce((total, field) => total + (field.type === "file" ? maxBytesOf(field) : 0), 0) + megabyte;

/**
 * The local form service: the Formspree protocol on this site's own origin (POST /f/<form id>, or
 * /p/<project>/f/<form id>), so the forms work with no internet. Each submission is admitted against the service's
 * limits (capacity.ts) before its body is read, read with its files streamed to disk and checked as they arrive
 * (read-body.ts), checked against its form's definition with the browser's own checks, stored durably (store.ts) and
 * only then answered; an e-mail to the people who answer goes through the outbox (mail/outbox.ts) afterwards.
 * Register it as an encapsulated plugin: its body parsers, rate limit and error answers apply to its routes only.
 */
export async function formService(app: FastifyInstance, options: FormServiceOptions): Promise<void> {
  const forms = new Map(options.forms.map((form) => [form.id, form]));
  // The words, with {company.*} and {year} filled in once (as the build does for the pages); each answer's own
  // placeholders ({field.label}, {wait}...) are filled where it is given.
  const scopes = siteScopes(options.company, new Date().getFullYear());
  const words: FormWords = {
    field: fillTokens(options.messages, scopes),
    service: fillTokens(options.serviceErrors, scopes),
  };
  const notSent = fillTokens(options.notSent, scopes);
  const store = new SubmissionStore(options.db, options.dataDir, app.log);
  const opened = await store.open();
  const { removedTemporaryFiles, removedOrphanFolders, finishedFolders, imported } = opened;
  if (removedTemporaryFiles || removedOrphanFolders || finishedFolders)
    app.log.warn(
      { removedTemporaryFiles, removedOrphanFolders, finishedFolders, code: "form-data-cleaned" },
      serverProblem("form-data-cleaned", { files: removedTemporaryFiles + removedOrphanFolders + finishedFolders })
        .line,
    );
  if (imported.keptAs.length || imported.submissions || imported.mails)
    app.log.warn({ ...imported, code: "form-store-imported" }, serverProblem("form-store-imported", imported).line);
  const limits = { ...defaultCapacityLimits, ...options.capacity };
  const capacity = new Capacity(limits, store.folder.root, (since, ip) => store.bytesSince(since, ip), words.service);
  const outbox = options.mail ? new Outbox(store, forms, options.company, options.mail, app.log) : undefined;

  if (options.retentionDays) {
    const days = options.retentionDays;
    const purge = () =>
      store
        .purgeOlderThan(days)
        .then((count) => count && app.log.info({ count, days }, "Erased submissions past the retention period."))
        .catch((error: unknown) =>
          app.log.error(
            { err: error, code: "retention-purge-failed" },
            serverProblem("retention-purge-failed", { days }).line,
          ),
        );
    await purge();
    const timer = setInterval(() => void purge(), day);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
  if (outbox) {
    outbox.kick();
    app.addHook("onClose", () => outbox.stop());
  }

  await app.register(formbody, { bodyLimit: textBodyLimit });
  // Field names such as __proto__ are refused by the parser itself. Per-request limits are set in read-body.ts.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fieldNameSize: 100, fields: 60, parts: 80, headerPairs: 100 },
  });
  // Fastify reads text/plain by default; the protocol does not take it.
  app.removeContentTypeParser("text/plain");
  // Counted per client by the plugin's own key, which takes every address of one IPv6 /64 as one client (its
  // ipv6Subnet, 64 by default), as address-key.ts does for the service's other limits.
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 10,
    timeWindow: 60_000,
    // Counted in the database: instances sharing it share the count.
    store: rateLimitStore(options.db, "forms"),
    errorResponseBuilder: (_request, context) =>
      new FormServiceError(serverProblem("form-too-many-submissions", { limit: context.max }), 429, [
        {
          message: fillTokens(words.service.tooManySubmissions, {
            wait: context.after,
            seconds: Math.ceil(context.ttl / 1000),
          }),
        },
      ]),
  });

  app.setErrorHandler((error: FastifyError | FormServiceError, request, reply) => {
    const answer = toFormServiceError(error, words.service, String(request.headers["content-type"] ?? ""));
    // The log says the code of the catalogue first ("[form-disk-low] A submission was refused: ..."); the visitor
    // gets the protocol's errors in the site's words.
    const { code, line } = answer.problem;
    if (answer.status >= 500) request.log.error({ err: error, status: answer.status, code }, line);
    else request.log.info({ status: answer.status, code, errors: answer.errors }, line);
    return sendError(request, reply, answer);
  });

  const sendError = (request: FastifyRequest, reply: FastifyReply, error: FormServiceError) => {
    reply.code(error.status).headers(error.headers);
    // A body refused before its end (too large, too slow) is not stored: the connection ends with the answer, once
    // what is still on its way has been read and dropped (within bounds), so that the client can read the answer.
    if (error.status === 413 || error.status === 408) {
      reply.header("Connection", "close");
      lingerAfterRefusal(request.raw);
    }
    if (wantsJson(request)) return reply.type("application/json").send(errorBody(error.errors));
    const form = forms.get(String((request.params as { formId?: string } | undefined)?.formId));
    const page = notSentPage({
      errors: error.errors,
      form,
      labels: notSent,
      back: refererPath(request),
      siteName: options.company.name,
      template: options.pageTemplate?.(),
    });
    return reply.type("text/html; charset=utf-8").send(page);
  };

  const receive = async (
    request: FastifyRequest<{ Params: { formId: string; project?: string } }>,
    reply: FastifyReply,
  ) => {
    const { formId, project } = request.params;
    if (project !== undefined && project !== options.project)
      throw formError(404, "PROJECT_NOT_FOUND", words.service.noSuchProject, "form-project-not-found", {
        project: project.slice(0, 100),
      });
    const form = forms.get(formId);
    if (!form)
      throw formError(404, "FORM_NOT_FOUND", words.service.noSuchForm, "form-not-found", {
        form: formId.slice(0, 100),
      });

    const declared = Number(request.headers["content-length"]);
    const expected = Number.isFinite(declared) && declared > 0 ? declared : largestBody(form);
    if (request.isMultipart() && expected > largestBody(form))
      throw formError(413, "FILES_TOO_BIG", words.service.largerThanForm, "submission-larger-than-form");
    // An upload slot is for a form that takes files: a script sends every form as multipart, and text alone is small.
    const ticket = await capacity.admit(addressKey(request.ip), expected, {
      upload: request.isMultipart() && form.fields.some((field) => field.type === "file"),
    });
    let next: string;
    try {
      const body = await readBody(request, form, words, store.folder.temporary, {
        maxBytes: largestBody(form),
        minBytesPerSecond: limits.minUploadBytesPerSecond,
        slowWindowMs: limits.slowUploadWindowMs,
      });
      try {
        const errors = checkSubmission(form, body, words);
        if (errors.length)
          throw new FormServiceError(
            serverProblem("submission-fields-refused", {
              fields: errors.flatMap((error) => (error.field ? [error.field] : [])),
            }),
            errors.some((error) => error.code === "FILES_TOO_BIG") ? 413 : 400,
            errors,
          );
        const fields = Object.fromEntries(
          // A browser sends a textarea's line breaks as CRLF: kept as plain newlines. Any other field is one line.
          Object.entries(fieldsToStore(form, body.values)).map(([name, value]) => [
            name,
            form.fields.find((field) => field.name === name)?.type === "textarea"
              ? value.replace(/\r\n?/g, "\n")
              : stripLineBreaks(value),
          ]),
        );
        const client = {
          ip: request.ip,
          userAgent: stripLineBreaks(String(request.headers["user-agent"] ?? "")).slice(0, 300) || undefined,
          session: decodeSession(request.headers["formspree-session-data"]),
        };
        // The honeypot: people never see or fill _gotcha. Robots are told "sent" and kept apart, never as a message,
        // and their files are not kept.
        const spam = (body.values.get("_gotcha") ?? "").trim() !== "";
        const mail = !spam && outbox !== undefined && outbox.recipientsFor(form.id).length > 0;
        const { stored } = await store.save({ form: form.id, fields, client }, spam ? [] : body.files, { spam, mail });
        request.log.info(
          { submission: stored.id, form: form.id, files: Object.keys(stored.files).length, spam },
          "Stored a submission.",
        );
        if (mail) outbox.kick();
        next = successLocation(body.values.get("_next"), refererPath(request), form.id);
      } finally {
        await discardFiles(body.files);
      }
    } finally {
      ticket.release();
    }
    if (!wantsJson(request)) return reply.redirect(next, 303);
    return reply.code(200).send(successBody(next));
  };

  const routeOptions = { bodyLimit: textBodyLimit };
  app.post("/f/:formId", routeOptions, receive);
  app.post("/p/:project/f/:formId", routeOptions, receive);
}
