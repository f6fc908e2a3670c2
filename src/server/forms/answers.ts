import type { FastifyError } from "fastify";

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

export const errorBody = (errors: ProtocolError[]) => ({ errors });
export const successBody = (next: string) => ({ ok: true, next });

// The operating system's words, and the databases' for the same (better-sqlite3's; PostgreSQL's disk_full and out_of_memory).
const diskFull = new Set(["ENOSPC", "EDQUOT", "SQLITE_FULL", "53100", "53200"]);

/** Any failure as the protocol's errors and an HTTP status that fits. */
export function toFormServiceError(error: FastifyError | FormServiceError | NodeJS.ErrnoException): FormServiceError {
  if (error instanceof FormServiceError) return error;
  const only = (status: number, message: string, code?: string) => formError(status, code, message);
  if (diskFull.has(String(error.code)))
    return only(
      507,
      "The form service has no room to store submissions right now. Please try again later, or write to us by e-mail.",
    );
  switch (error.code) {
    case "FST_FILES_LIMIT":
      return only(400, "Too many files for this form.", "TOO_MANY_FILES");
    case "FST_REQ_FILE_TOO_LARGE":
      return only(413, "A file is larger than this form takes.", "FILES_TOO_BIG");
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return only(413, "The submission is too large.");
    case "FST_PROTO_VIOLATION":
      return only(400, "The submission has a field name that is not allowed.");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return only(415, "Send the form as multipart/form-data, application/x-www-form-urlencoded or JSON.");
  }
  const statusCode = (error as FastifyError).statusCode;
  const status = typeof statusCode === "number" && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
  if (status === 408) return only(status, "The submission took too long to arrive. Please try again.");
  if (status === 415)
    return only(status, "Send the form as multipart/form-data, application/x-www-form-urlencoded or JSON.");
  if (status < 500) return only(status, "The submission could not be read.");
  return only(500, "The form service could not store the submission. Please try again.");
}
