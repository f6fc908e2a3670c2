/** "/careers#openings?x" -> its path and anchor; null for a link that leaves the site. */
export function internalTarget(href: string): { pathname: string; anchor?: string } | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const [, path = "", anchor] = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/.exec(href) ?? [];
  return { pathname: path.length > 1 ? path.replace(/\/+$/, "") : path, anchor };
}
