/** Where the prerendered data of an address is published: "/" -> "/_data/index.json", "/about" -> "/_data/about.json". */
export function pageDataUrl(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return `/_data${trimmed === "" ? "/index" : trimmed}.json`;
}
