import type { FastifyError } from "fastify";
import type { FormMessages } from "../../core/forms/field-rules.ts";
import type { Site } from "../../core/generated/site-data.ts";

/**
 * The answers of the form service, in the protocol's shape (the Formspree protocol the site's client reads by body:
 * `next` on success, an `errors` list otherwise). Every answer the service gives goes through these.
 */
export interface ProtocolError {
  code?: string;
  message: string;
  field?: string;
}

export class FormServiceError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ProtocolError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((error) => error.message).join("; "));
    this.name = "FormServiceError";
  }
}

export const formError = (status: number, code: string | undefined, message: string) =>
  new FormServiceError(status, [{ ...(code ? { code } : {}), message }]);

/**
 * site.json's labels.formServiceErrors: the words of every answer that is not one field's problem (those are
 * labels.formMessages). Their placeholders are filled where each is given; {company.*} once at start (form-service.ts).
 */
export type ServiceErrors = Site["labels"]["formServiceErrors"];

/** All the words the service answers in: a field's problems (labels.formMessages) and the service's own. */
export interface FormWords {
  field: FormMessages;
  service: ServiceErrors;
}

export const errorBody = (errors: ProtocolError[]) => ({ errors });
export const successBody = (next: string) => ({ ok: true, next });

// The operating system's words, and the databases' for the same (better-sqlite3's; PostgreSQL's disk_full and out_of_memory).
const diskFull = new Set(["ENOSPC", "EDQUOT", "SQLITE_FULL", "53100", "53200"]);

/** Any failure as the protocol's errors and an HTTP status that fits, in the words of `words`. */
export function toFormServiceError(
  error: FastifyError | FormServiceError | NodeJS.ErrnoException,
  words: ServiceErrors,
): FormServiceError {
  if (error instanceof FormServiceError) return error;
  const only = (status: number, message: string, code?: string) => formError(status, code, message);
  if (diskFull.has(String(error.code))) return only(507, words.noRoom);
  switch (error.code) {
    case "FST_FILES_LIMIT":
      return only(400, words.tooManyFiles, "TOO_MANY_FILES");
    case "FST_REQ_FILE_TOO_LARGE":
      return only(413, words.fileTooLarge, "FILES_TOO_BIG");
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return only(413, words.tooLarge);
    case "FST_PROTO_VIOLATION":
      return only(400, words.fieldNameNotAllowed);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return only(415, words.wrongFormat);
  }
  const statusCode = (error as FastifyError).statusCode;
  const status = typeof statusCode === "number" && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
  if (status === 408) return only(status, words.tookTooLong);
  if (status === 415) return only(status, words.wrongFormat);
  if (status < 500) return only(status, words.unreadable);
  return only(500, words.notStored);
}
