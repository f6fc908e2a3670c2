/**
 * Page paths: "/about", or a detail path whose last part is a parameter, "/services/:serviceId".
 * Validation guarantees that shape, so a parameter is always the last segment.
 */

/** How `pathname` fits `pattern`: not at all, exactly (a static path), or with the id in place of the parameter. */
export function matchPathPattern(pattern: string, pathname: string): { id?: string } | null {
  const expected = pattern.replace(/\/+$/, "").split("/");
  const actual = pathname.replace(/\/+$/, "").split("/");
  if (expected.length !== actual.length) return null;
  const last = expected.length - 1;
  const isDetail = expected[last].startsWith(":");
  if (expected.some((part, i) => !(isDetail && i === last) && part !== actual[i])) return null;
  return isDetail ? { id: actual[last] } : {};
}

/** The folder a detail path's items live in: "/services" for "/services/:serviceId". */
export function detailFolder(pattern: string): string {
  return pattern.slice(0, pattern.lastIndexOf("/"));
}
