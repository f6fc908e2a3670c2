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
  ) {
    super(errors.map((error) => error.message).join("; "));
    this.name = "FormServiceError";
  }
}

export const formError = (status: number, code: string | undefined, message: string) => new FormServiceError(status, [{ ...(code ? { code } : {}), message }]);

export const errorBody = (errors: ProtocolError[]) => ({ errors });
export const successBody = (next: string) => ({ ok: true, next });
