import type { FormServiceConfig } from "./protocol.ts";

/**
 * The URL a form is posted to: {base}/f/{formId}, or {base}/p/{project}/f/{formId} for a project's form. Ids are
 * URL-encoded, so an odd id cannot reach another path; a trailing "/" on base is dropped so that it never doubles.
 */
export function formEndpoint(config: FormServiceConfig, formId: string): string {
  const base = config.base.replace(/\/+$/, "");
  const form = `/f/${encodeURIComponent(formId)}`;
  return config.project ? `${base}/p/${encodeURIComponent(config.project)}${form}` : `${base}${form}`;
}
