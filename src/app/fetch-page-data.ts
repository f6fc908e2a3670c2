import type { PageData } from "../content/types.ts";
import { pageDataUrl } from "../content/page-data-url.ts";

/** Fetches an address's page data from the dev server; unknown addresses answer the nearest not-found data and 404. */
export async function fetchPageData(pathname: string): Promise<PageData> {
  const url = pageDataUrl(pathname);
  const response = await fetch(url);
  const isJson = response.headers.get("content-type")?.includes("application/json");
  if ((response.ok || response.status === 404) && isJson) return (await response.json()) as PageData;
  throw new Error(`Could not load the page data at "${url}" (HTTP ${response.status}).`);
}
