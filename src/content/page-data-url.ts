/** Where the prerendered data of an address is published: "/" -> "/_data/index.json", "/about" -> "/_data/about.json". */
export function pageDataUrl(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return `/_data${trimmed === "" ? "/index" : trimmed}.json`;
}

/** The address whose data `url` is: "/_data/index.json" -> "/", "/_data/services/x.json" -> "/services/x". */
export function pathnameOfPageData(url: string): string {
  const path = url.split("?")[0].replace(/^\/_data/, "").replace(/\.json$/, "");
  return path === "/index" ? "/" : path;
}

/** Marks the prerendered page's link to its own data, which the browser fetches before hydrating. */
export const pageDataLinkAttribute = "data-page-data";

/** The id of the prerendered page's JSON list of the script modules it needs to hydrate. */
export const pageModulesId = "page-modules";
