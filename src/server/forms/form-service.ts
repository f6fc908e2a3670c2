import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { maxBytesOf, type FormMessages } from "../../forms/field-rules.ts";
import type { Form } from "../../generated/site-data.ts";
import { errorBody, FormServiceError, formError, successBody, type ProtocolError } from "./answers.ts";
import { checkSubmission, fieldsToStore, type ReceivedFile } from "./check-submission.ts";
import { SubmissionStore } from "./store.ts";

export interface FormServiceOptions {
  /** The site's forms (site-data/collections/forms/). */
  forms: Form[];
  /** site.json's labels.formMessages: the same messages the browser shows. */
  messages: FormMessages;
  /** site.json's formService.project, when forms are also posted to /p/<project>/f/<form id>. */
  project?: string;
  /** Where submissions are kept (FORM_DATA_DIR). */
  dataDir: string;
  /** Submissions one client may make per minute. */
  rateLimitPerMinute?: number;
}

const megabyte = 1024 * 1024;
/** Longest text a field may send (the schema caps maxLength at 20000); a longer value arrives cut and fails its check. */
const fieldSizeLimit = 20_001;
/** Bodies without files (urlencoded, JSON). */
const textBodyLimit = 256 * 1024;

/** A path on this site ("/contact"), never another origin ("//evil.example", "https://..."), nor a header trick. */
const sameOriginPath = (value: unknown): value is string => typeof value === "string" && /^\/(?![/\\])[^\s\\]*$/.test(value);

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

/** Where a person posting without scripts goes back to: the page they came from, on this site. */
function refererPath(request: FastifyRequest): string {
  try {
    const referer = new URL(String(request.headers.referer ?? ""));
    return referer.host === request.headers.host && sameOriginPath(referer.pathname) ? `${referer.pathname}${referer.search}` : "/";
  } catch {
    return "/";
  }
}

const wantsJson = (request: FastifyRequest) => /\bapplication\/json\b/.test(String(request.headers.accept ?? ""));

/**
 * The local form service: the Formspree protocol on this site's own origin (POST /f/<form id>, or
 * /p/<project>/f/<form id>), so the forms work with no internet. Each submission is checked against its form's
 * definition with the browser's own checks; accepted ones are stored durably (store.ts) before the answer. Register
 * it as an encapsulated plugin: its body parsers, rate limit and error answers apply to its routes only.
 */
export async function formService(app: FastifyInstance, options: FormServiceOptions): Promise<void> {
  const forms = new Map(options.forms.map((form) => [form.id, form]));
  const store = new SubmissionStore(options.dataDir);

  await app.register(formbody, { bodyLimit: textBodyLimit });
  // Field names such as __proto__ are refused by the parser itself; a file over its limit is cut, then refused by the check.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fieldNameSize: 100, fieldSize: fieldSizeLimit, fields: 60, parts: 80, headerPairs: 100 } });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 10,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => new FormServiceError(429, [{ message: `Too many submissions from this address: please wait ${context.after} and try again.` }]),
  });

  app.setErrorHandler((error: FastifyError | FormServiceError, request, reply) => {
    const { status, errors } = toProtocolError(error);
    if (status >= 500) request.log.error(error);
    return answerError(request, reply, status, errors);
  });

  const receive = async (request: FastifyRequest<{ Params: { formId: string; project?: string } }>, reply: FastifyReply) => {
    const { formId, project } = request.params;
    if (project !== undefined && project !== options.project) throw formError(404, "PROJECT_NOT_FOUND", "There is no such project.");
    const form = forms.get(formId);
    if (!form) throw formError(404, "FORM_NOT_FOUND", "There is no such form.");

    const { values, files } = await readBody(request, form);
    const errors = checkSubmission(form, values, files, options.messages);
    if (errors.length) throw new FormServiceError(errors.some((error) => error.code === "FILES_TOO_BIG") ? 413 : 400, errors);

    const next = sameOriginPath(values.get("_next")) ? values.get("_next")! : refererPath(request);
    const fields = Object.fromEntries(
      // A browser sends a textarea's line breaks as CRLF: kept as plain newlines. Any other field is one line.
      Object.entries(fieldsToStore(form, values)).map(([name, value]) => [name, form.fields.find((field) => field.name === name)?.type === "textarea" ? value.replace(/\r\n?/g, "\n") : stripLineBreaks(value)]),
    );
    const client = { ip: request.ip, userAgent: stripLineBreaks(String(request.headers["user-agent"] ?? "")).slice(0, 300) || undefined, session: decodeSession(request.headers["formspree-session-data"]) };
    // The honeypot: people never see or fill _gotcha. Robots are told "sent" and kept apart, never as a message.
    const spam = (values.get("_gotcha") ?? "").trim() !== "";
    await store.save({ form: form.id, fields, client }, files, { spam });
    if (!wantsJson(request)) return reply.redirect(next, 303);
    return reply.code(200).send(successBody(next));
  };

  const routeOptions = { bodyLimit: textBodyLimit };
  app.post("/f/:formId", routeOptions, receive);
  app.post("/p/:project/f/:formId", routeOptions, receive);
}

/** The fields and files of a multipart, urlencoded or JSON body; the first value of a repeated field counts. */
async function readBody(request: FastifyRequest, form: Form): Promise<{ values: Map<string, string>; files: ReceivedFile[] }> {
  const values = new Map<string, string>();
  const files: ReceivedFile[] = [];
  if (request.isMultipart()) {
    const fileFields = form.fields.filter((field) => field.type === "file");
    // A form without file fields still reads one (cut at a byte) to answer NO_FILE_UPLOADS rather than a parser error.
    const fileSize = fileFields.length ? Math.max(...fileFields.map(maxBytesOf)) + 1 : 1;
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > fileFields.reduce((total, field) => total + maxBytesOf(field), 0) + megabyte)
      throw formError(413, "FILES_TOO_BIG", "The submission is larger than this form takes.");
    try {
      for await (const part of request.parts({ limits: { fileSize, files: Math.max(fileFields.length, 1) } })) {
        if (part.type === "file") {
          const data = await part.toBuffer();
          files.push({ field: part.fieldname, originalName: part.filename, type: part.mimetype, data, truncated: part.file.truncated });
        } else if (!values.has(part.fieldname)) {
          values.set(part.fieldname, String(part.value));
        }
      }
    } catch (error) {
      // The parser's own limits keep their meaning (toProtocolError); a body that is not valid multipart is a bad request.
      if (typeof (error as FastifyError).code === "string" && (error as FastifyError).code.startsWith("FST_")) throw error;
      throw formError(400, undefined, "The submission could not be read.");
    }
    return { values, files };
  }
  const body = request.body;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === "string" || typeof first === "number" || typeof first === "boolean") values.set(name, String(first));
    }
  }
  return { values, files };
}

/** Any failure as the protocol's errors and an HTTP status that fits. */
function toProtocolError(error: FastifyError | FormServiceError): { status: number; errors: ProtocolError[] } {
  if (error instanceof FormServiceError) return { status: error.status, errors: error.errors };
  switch (error.code) {
    case "FST_FILES_LIMIT":
      return { status: 400, errors: [{ code: "TOO_MANY_FILES", message: "Too many files for this form." }] };
    case "FST_REQ_FILE_TOO_LARGE":
      return { status: 413, errors: [{ code: "FILES_TOO_BIG", message: "A file is larger than this form takes." }] };
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, errors: [{ message: "The submission is too large." }] };
    case "FST_PROTO_VIOLATION":
      return { status: 400, errors: [{ message: "The submission has a field name that is not allowed." }] };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, errors: [{ message: "Send the form as multipart/form-data, application/x-www-form-urlencoded or JSON." }] };
  }
  const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 408) return { status, errors: [{ message: "The submission took too long to arrive. Please try again." }] };
  if (status < 500) return { status, errors: [{ message: "The submission could not be read." }] };
  return { status, errors: [{ message: "The form service could not store the submission. Please try again." }] };
}

function answerError(request: FastifyRequest, reply: FastifyReply, status: number, errors: ProtocolError[]) {
  if (!wantsJson(request) && status !== 429) return reply.redirect(refererPath(request), 303);
  return reply.code(status).type("application/json").send(errorBody(errors));
}
