/**
 * The headers every response of the site carries. The README repeats them for static hosts, and a test keeps the
 * two in step. Scripts come only from the site itself (pages have no inline script to allow); styles also from
 * `style` attributes and <style> elements, which Mantine writes for component variables and responsive props.
 * Frames only from OpenStreetMap, the one map a mapEmbed block may show; one image from it too, the small icon the
 * page fetches to learn whether OpenStreetMap can be reached before it shows the map (src/shell/maps.ts).
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
