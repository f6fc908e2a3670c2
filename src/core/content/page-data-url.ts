/** Where `npm run dev` serves the data of an address: "/" -> "/_data/index.json", "/about" -> "/_data/about.json". */
export function pageDataUrl(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return `/_data${trimmed === "" ? "/index" : trimmed}.json`;
}

/** The address whose data `url` is: "/_data/index.json" -> "/", "/_data/services/x.json" -> "/services/x". */
export function pathnameOfPageData(url: string): string {
  const path = url
    .split("?")[0]
    .replace(/^\/_data/, "")
    .replace(/\.json$/, "");
  return path === "/index" ? "/" : path;
}

/** Where `npm run dev` serves the site settings, placeholders filled in: outside /_data/, where every name is an address's. */
export const siteSettingsUrl = "/_site.json";
