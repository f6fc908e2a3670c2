import type { PageData } from "../content/types.ts";
import { pageDataUrl } from "../content/page-data-url.ts";
import { SiteDataProblemError, type SiteDataProblem } from "../content/site-data-problem.ts";

/**
 * Fetches an address's page data from the dev server; unknown addresses answer the nearest not-found data and 404.
 * While site data is broken the server answers where (src/build/vite-site-data.ts), and the page says so.
 */
export async function fetchPageData(pathname: string): Promise<PageData> {
  const url = pageDataUrl(pathname);
  const response = await fetch(url);
  const isJson = response.headers.get("content-type")?.includes("application/json");
  if ((response.ok || response.status === 404) && isJson) {
    const body = (await response.json()) as PageData | { siteDataProblem: SiteDataProblem };
    if ("siteDataProblem" in body) throw new SiteDataProblemError(body.siteDataProblem);
    return body;
  }
  throw new Error(`Could not load the page data at "${url}" (HTTP ${response.status}).`);
}
