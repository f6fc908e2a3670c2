/**
 * The headers every response of the site carries. docs/running.md repeats them for static hosts, and a test keeps
 * the two in step. Scripts come only from the site itself (pages have no inline script to allow); styles also from
 * `style` attributes and <style> elements, which Mantine writes for component variables and responsive props.
 * Frames only from OpenStreetMap, the one map a mapEmbed block may show; one image from it too, the small icon the
 * page fetches to learn whether OpenStreetMap can be reached before it shows the map (src/site/shell/maps.ts).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://www.openstreetmap.org",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https://www.openstreetmap.org",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders: Record<string, string> = {
  "Content-Security-Policy": contentSecurityPolicy,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/**
 * HTTP Strict Transport Security, for answers to requests that came over HTTPS only (a browser ignores it over plain
 * HTTP, and a site reached over plain HTTP on purpose, on a laptop or behind a proxy that does not say
 * X-Forwarded-Proto, must not be told it has HTTPS). A year, the length browsers' preload lists ask for and the
 * common advice: a visitor who came once goes straight to HTTPS for a year, and no one on the way can strip it.
 * includeSubDomains covers only the names below the one that answers: served at www.example.com that is
 * *.www.example.com, where nothing runs over plain HTTP; served at the bare domain, it covers every subdomain, which
 * must then all have HTTPS (docs/running.md says so). Not `preload`: that asks browsers to build it in, and only the
 * domain's owner should decide it.
 */
export const strictTransportSecurity = "max-age=31536000; includeSubDomains";

/** The headers an answer carries by how its request came (request.protocol, "https" behind TRUST_PROXY too). */
export const transportHeaders = (protocol: string | undefined): Record<string, string> =>
  protocol === "https" ? { "Strict-Transport-Security": strictTransportSecurity } : {};
