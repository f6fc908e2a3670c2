/**
 * A redirect's address also has a page of its own in dist/ (one that moves on by itself, for a static host that cannot
 * redirect), so a server that sends files first would send that page with 200 instead of the 301. nginx cannot read
 * `_redirects.json`, but it can ask whether a file exists: each redirect leaves a small file, a marker, at
 * `_moved/<its address>/301` (holding where it goes, for whoever reads it), and deploy/nginx.conf sends an address with a marker to the Node
 * service, which answers the redirect (src/pipeline/nginx-config.ts). The markers are part of the release, so a publish
 * that adds or removes a redirect changes what nginx does from its next request on, without a reload.
 *
 * A folder per address, with the marker inside, so that "/careers/x/" finds the marker of "/careers/x" as the server
 * does (it ignores a trailing slash), and "/a" and "/a/b" can both redirect.
 */
export const redirectMarkersFolder = "_moved";
export const redirectMarkerName = "301";

/** The marker files of these redirects (from address to target), as [path in dist/, content]. */
export function redirectMarkers(redirects: Record<string, string>): [string, string][] {
  return Object.entries(redirects).map(([from, to]) => [
    `${redirectMarkersFolder}${from.replace(/\/+$/, "")}/${redirectMarkerName}`,
    `${to}\n`,
  ]);
}

/**
 * The site's earlier addresses (src/core/content/moved-addresses.ts) among its redirects, each straight to where its
 * page is now: to the address a redirecting page sends on to, not through it. An address that is someone's address now
 * stays theirs (an item that took an old address), and a page's own redirect stays as written.
 */
export function addMovedAddresses(
  redirects: Record<string, string>,
  moved: ReadonlyMap<string, string>,
  addresses: readonly { pathname: string; notFound: boolean }[],
): void {
  const live = new Set(addresses.filter(({ notFound }) => !notFound).map(({ pathname }) => pathname));
  for (const [from, to] of moved) {
    if (live.has(from) || from in redirects) continue;
    redirects[from] = redirects[to] ?? to;
  }
}
