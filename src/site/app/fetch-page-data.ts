import type { PageData } from "../../core/content/types.ts";
import { pageDataUrl, siteSettingsUrl } from "../../core/content/page-data-url.ts";
import { SiteDataProblemError, type SiteDataProblem } from "../../core/content/site-data-problem.ts";
import type { Site } from "../../core/generated/site-data.ts";

/**
 * Fetches what the dev server answers at `url` (src/pipeline/vite-site-data.ts). While site data is broken it answers
 * where, and the page says so.
 */
async function fetchFromDevServer<T extends object>(url: string, what: string): Promise<T> {
  const response = await fetch(url);
  const isJson = response.headers.get("content-type")?.includes("application/json");
  if ((response.ok || response.status === 404) && isJson) {
    const body = (await response.json()) as T | { siteDataProblem: SiteDataProblem };
    if ("siteDataProblem" in body) throw new SiteDataProblemError(body.siteDataProblem);
    return body;
  }
  throw new Error(`Could not load ${what} at "${url}" (HTTP ${response.status}).`);
}

/** Fetches an address's page data from the dev server; unknown addresses answer the nearest not-found data and 404. */
export function fetchPageData(pathname: string): Promise<PageData> {
  return fetchFromDevServer<PageData>(pageDataUrl(pathname), "the page data");
}

/** Fetches the site settings (navigation, footer, labels), placeholders filled in, from the dev server. */
export function fetchSiteSettings(): Promise<Site> {
  return fetchFromDevServer<Site>(siteSettingsUrl, "the site settings");
}
