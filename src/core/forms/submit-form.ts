import { formEndpoint } from "./form-endpoint.ts";
import { formClientName, formFailure, type FormServiceConfig, type SubmitResult } from "./protocol.ts";
import { readAnswer } from "./read-answer.ts";
import { currentSessionData, encodeSessionData, type SessionData } from "./session-data.ts";

// The site's forms import the client from this one module.
export { formEndpoint } from "./form-endpoint.ts";
export { readAnswer } from "./read-answer.ts";
export type { FieldError, FormError, FormServiceConfig, SubmitResult } from "./protocol.ts";

export interface SubmitOptions {
  /** Stands in for the global fetch (tests, or a caller with its own). */
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** Defaults to this page's own session data. */
  session?: SessionData;
}

/** The message a thrown value carries: its own message when it has one (also a DOMException from another realm). */
export function messageOf(error: unknown): string {
  try {
    if (
      typeof error === "object" &&
      error !== null &&
      "message" in error &&
      typeof error.message === "string" &&
      error.message !== ""
    ) {
      return error.message;
    }
    return String(error);
  } catch {
    // String() can throw (an object whose toString throws, a null-prototype object).
    return "Unknown error";
  }
}

/** The request's headers. No Content-Type: fetch writes the multipart one, with the boundary it chose. */
export function submitHeaders(session: SessionData): Record<string, string> {
  return {
    Accept: "application/json",
    "Formspree-Client": formClientName,
    "Formspree-Session-Data": encodeSessionData(session),
  };
}

/**
 * Posts a form's data and says how it went. Never throws: a network failure, an abort or a body that is not JSON
 * is a failed result with that error's message. Never retries: a second POST could send the message twice.
 */
export async function submitForm(
  config: FormServiceConfig,
  formId: string,
  data: FormData,
  options: SubmitOptions = {},
): Promise<SubmitResult> {
  try {
    const post = options.fetch ?? globalThis.fetch;
    const response = await post(formEndpoint(config, formId), {
      method: "POST",
      body: data,
      headers: submitHeaders(options.session ?? currentSessionData()),
      signal: options.signal,
    });
    // The body decides, not the status: the service explains a 4xx in the body, and a 2xx body can still say no.
    const body: unknown = await response.json();
    return readAnswer(body);
  } catch (error) {
    return formFailure(messageOf(error));
  }
}
