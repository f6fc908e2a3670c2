import {
  fieldErrorCodeOf,
  formErrorCodeOf,
  formFailure,
  type FieldError,
  type FormError,
  type SubmitResult,
} from "./protocol.ts";

export const unexpectedFormatMessage = "Unexpected response format";
export const undescribedErrorMessage = "The form service reported an error without describing it";
export const paymentStepMessage = "This form needs a payment step, which this site does not support";

type Body = Record<string, unknown>;

function isBody(value: unknown): value is Body {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Own keys only: a JSON body never inherits protocol keys, and `"next" in body` would also see Object.prototype. */
function has(body: Body, key: string): boolean {
  return Object.hasOwn(body, key);
}

/** One entry of `errors`: a field error when it names a field, else a form error; a malformed entry stays an error. */
function readErrorItem(item: unknown): { field: FieldError } | { form: FormError } {
  if (!isBody(item) || typeof item.message !== "string") {
    return { form: { code: "UNSPECIFIED", message: undescribedErrorMessage } };
  }
  if (typeof item.field === "string" && item.field !== "") {
    return { field: { field: item.field, code: fieldErrorCodeOf(item.code), message: item.message } };
  }
  return { form: { code: formErrorCodeOf(item.code), message: item.message } };
}

function readErrors(items: unknown[]): SubmitResult {
  // The public client turns an empty list into an error with no errors in it, which a form cannot show.
  if (items.length === 0) return formFailure(unexpectedFormatMessage);
  const formErrors: FormError[] = [];
  const fieldErrors: FieldError[] = [];
  for (const read of items.map(readErrorItem)) {
    if ("field" in read) fieldErrors.push(read.field);
    else formErrors.push(read.form);
  }
  return { ok: false, formErrors, fieldErrors };
}

/**
 * The body of the service's answer, as a result. Only the body counts, never the HTTP status. Anything that mentions
 * errors or payment is a failure even if it also has `next`: a visitor must never be told "sent" when it was not.
 */
export function readAnswer(body: unknown): SubmitResult {
  if (!isBody(body)) return formFailure(unexpectedFormatMessage);
  if (has(body, "errors")) {
    return Array.isArray(body.errors) ? readErrors(body.errors) : formFailure(unexpectedFormatMessage);
  }
  if (has(body, "error")) {
    return typeof body.error === "string"
      ? formFailure(body.error, formErrorCodeOf(body.code))
      : formFailure(unexpectedFormatMessage);
  }
  // A Stripe payment still to confirm: the public client would wait for a card step we do not offer.
  if (has(body, "resubmitKey") || has(body, "stripe")) return formFailure(paymentStepMessage);
  if (has(body, "next") && typeof body.next === "string") return { ok: true, next: body.next };
  return formFailure(unexpectedFormatMessage);
}
