import type { PageData } from "../content/types.ts";
import { pageDataUrl } from "../content/page-data-url.ts";

/** Fetches an address's prerendered page data; the server answers unknown addresses with the nearest not-found data and 404. */
export async function fetchPageData(pathname: string, signal: AbortSignal): Promise<PageData> {
  const response = await fetch(pageDataUrl(pathname), { signal, headers: { Accept: "application/json" } });
  const isJson = response.headers.get("content-type")?.includes("application/json");
  if ((response.ok || response.status === 404) && isJson) return (await response.json()) as PageData;
  throw new Error(`Could not load the page data for "${pathname}" (HTTP ${response.status}).`);
}
