/**
 * The Formspree-compatible form protocol, as spoken by hosted Formspree and by our own local form service
 * (`npm start`): the codes an answer may carry and the result the site's forms receive.
 */

/** Where forms are posted: the service's base URL ("" = this site's own origin) and, optionally, a project. */
export interface FormServiceConfig {
  base: string;
  project?: string;
}

export const fieldErrorCodes = [
  "REQUIRED_FIELD_EMPTY",
  "REQUIRED_FIELD_MISSING",
  "TYPE_EMAIL",
  "TYPE_NUMERIC",
  "TYPE_TEXT",
  "STRIPE_CLIENT_ERROR",
  "STRIPE_SCA_ERROR",
] as const;

export const formErrorCodes = [
  "BLOCKED",
  "EMPTY",
  "FILES_TOO_BIG",
  "FORM_NOT_FOUND",
  "INACTIVE",
  "NO_FILE_UPLOADS",
  "PROJECT_NOT_FOUND",
  "TOO_MANY_FILES",
] as const;

export type FieldErrorCode = (typeof fieldErrorCodes)[number];
export type FormErrorCode = (typeof formErrorCodes)[number] | "UNSPECIFIED";

export interface FieldError {
  field: string;
  code: FieldErrorCode | "UNSPECIFIED";
  message: string;
}

export interface FormError {
  code: FormErrorCode;
  message: string;
}

export type SubmitResult =
  | { ok: true; next: string }
  | { ok: false; formErrors: FormError[]; fieldErrors: FieldError[] };

/** Sent in the client header, so that the service's logs tell our forms from other clients. */
export const formClientVersion = "1.0.0";
export const formClientName = `nerivo-site@${formClientVersion}`;

/** A known field code, else UNSPECIFIED. A list lookup, not `code in map`: inherited names ("toString") are not codes. */
export function fieldErrorCodeOf(code: unknown): FieldErrorCode | "UNSPECIFIED" {
  return fieldErrorCodes.find((known) => known === code) ?? "UNSPECIFIED";
}

/** A known form code, else UNSPECIFIED (same list lookup, for the same reason). */
export function formErrorCodeOf(code: unknown): FormErrorCode {
  return formErrorCodes.find((known) => known === code) ?? "UNSPECIFIED";
}

/** A failed result with a single form-level error. */
export function formFailure(message: string, code: FormErrorCode = "UNSPECIFIED"): SubmitResult {
  return { ok: false, formErrors: [{ code, message }], fieldErrors: [] };
}
