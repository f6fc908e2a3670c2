import type { FastifyError } from "fastify";
import type { FormMessages } from "../../core/forms/field-rules.ts";
import type { Site } from "../../core/generated/site-data.ts";
import {
  serverProblem,
  type ServerErrorCode,
  type ServerErrorParams,
  type ServerProblem,
} from "../../core/errors/server-errors.ts";

/**
 * The answers of the form service, in the protocol's shape (the Formspree protocol the site's client reads by body:
 * `next` on success, an `errors` list otherwise). Every answer the service gives goes through these.
 */
export interface ProtocolError {
  code?: string;
  message: string;
  field?: string;
}

/**
 * A submission refused or failed: the protocol's `errors` in the visitor's words (site.json's), with the status and
 * headers of the answer, and `code` (src/core/errors/server-errors.ts), what the server's log says of it ("[form-disk-low] ...").
 */
export class FormServiceError extends Error {
  readonly code: ServerErrorCode;
  constructor(
    /** What the log says: the code of the catalogue and its message. */
    readonly problem: ServerProblem,
    readonly status: number,
    readonly errors: ProtocolError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((error) => error.message).join("; "));
    this.name = "FormServiceError";
    this.code = problem.code;
  }
}

/** A refusal of one kind (the catalogue's code and its arguments), told to the visitor in one message. */
export function formError<C extends ServerErrorCode>(
  status: number,
  protocolCode: string | undefined,
  message: string,
  code: C,
  ...args: ServerErrorParams<C>
): FormServiceError {
  return new FormServiceError(serverProblem(code, ...args), status, [
    { ...(protocolCode ? { code: protocolCode } : {}), message },
  ]);
}

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

/**
 * Any failure as the protocol's errors and an HTTP status that fits, in the words of `words`, with its code of the
 * catalogue for the log. `type` is the request's content type, which a refusal of its format names.
 */
export function toFormServiceError(
  error: FastifyError | FormServiceError | NodeJS.ErrnoException,
  words: ServiceErrors,
  type = "",
): FormServiceError {
  if (error instanceof FormServiceError) return error;
  const said = (error.message ?? String(error)).split("\n")[0];
  if (diskFull.has(String(error.code))) return formError(507, undefined, words.noRoom, "form-disk-full", { said });
  switch (error.code) {
    case "FST_FILES_LIMIT":
      return formError(400, "TOO_MANY_FILES", words.tooManyFiles, "submission-too-many-files");
    case "FST_REQ_FILE_TOO_LARGE":
      return formError(413, "FILES_TOO_BIG", words.fileTooLarge, "submission-file-too-large");
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return formError(413, undefined, words.tooLarge, "submission-too-large");
    case "FST_PROTO_VIOLATION":
      return formError(400, undefined, words.fieldNameNotAllowed, "submission-field-name-refused");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return formError(415, undefined, words.wrongFormat, "submission-wrong-format", { type });
  }
  const statusCode = (error as FastifyError).statusCode;
  const status = typeof statusCode === "number" && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
  if (status === 408) return formError(status, undefined, words.tookTooLong, "submission-too-slow");
  if (status === 415) return formError(status, undefined, words.wrongFormat, "submission-wrong-format", { type });
  if (status < 500) return formError(status, undefined, words.unreadable, "submission-unreadable", { said });
  return formError(500, undefined, words.notStored, "submission-not-stored", { said });
}
