import type { PageData } from "../content/types.ts";
import { pageDataUrl } from "../content/page-data-url.ts";
import { preloadModules } from "./preload-modules.ts";

/** Fetches an address's prerendered page data; the server answers unknown addresses with the nearest not-found data and 404. */
export async function fetchPageData(pathname: string): Promise<PageData> {
  const page = await fetchPageDataAt(pageDataUrl(pathname));
  // Another page than the first: its modules download together, not one import after another.
  preloadModules(page.modules);
  return page;
}

/** Fetches page data from its URL (for the first page: the one its <head> preloads). */
export async function fetchPageDataAt(url: string): Promise<PageData> {
  // No extra headers: the request must match the prerendered page's <link rel="preload"> to reuse its response.
  const response = await fetch(url);
  const isJson = response.headers.get("content-type")?.includes("application/json");
  if ((response.ok || response.status === 404) && isJson) return (await response.json()) as PageData;
  throw new Error(`Could not load the page data at "${url}" (HTTP ${response.status}).`);
}
