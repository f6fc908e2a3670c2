import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { immutableCacheControl, immutableFolders } from "../core/serving/cache-rules.ts";
import { faviconContentType, faviconFile } from "../core/serving/favicon.ts";
import { securityHeaders, strictTransportSecurity } from "../core/serving/security-headers.ts";
import {
  speculationRulesContentType,
  speculationRulesFile,
  speculationRulesHeader,
} from "../core/serving/speculation-rules.ts";
import { redirectMarkerName, redirectMarkersFolder } from "./redirect-markers.ts";

export interface NginxOptions {
  /** The built site's folder, as nginx will find it: the `dist` link, which nginx follows at every request. */
  root: string;
  /** The address nginx listens on ("8080", "127.0.0.1:8080"). */
  listen: string;
  /** Where `npm start` (or `npm run serve`) answers: the forms, /admin, and what is not a file are sent there. */
  upstream: string;
}

const quoted = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
/**
 * Strict-Transport-Security only on answers over HTTPS, as `npm start` sends it: a map (in http {}, where this file is
 * included) gives the value for https and nothing otherwise, and nginx leaves out a header whose value is empty. On
 * 8080 (plain HTTP) nginx never sends it; given `listen 443 ssl`, it does. Behind another proxy that ends TLS, $scheme
 * is http and that proxy sends it (docs/running.md says so).
 */
const hstsVariable = "$site_strict_transport_security";
const hstsMap = [`map $scheme ${hstsVariable} {`, `  https ${quoted(strictTransportSecurity)};`, '  default "";', "}"];
const headerLines = (headers: Record<string, string>, indent: string) => [
  ...Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`),
  `${indent}add_header Strict-Transport-Security ${hstsVariable} always;`,
];

/**
 * A `server {}` block for nginx that serves dist/ as `npm start` does: the same headers, pages revalidated and
 * content-named files kept for good, the .br and .gz copies when the browser takes them (the .br ones through
 * Debian's libnginx-mod-http-brotli-static), and the forms and /admin sent to the Node service. nginx drops a level's
 * add_header when a location has its own, so each location that has any says them all.
 *
 * Why nothing of site data is in it: nginx reads its config once (until it is reloaded), while `dist` is a link that a
 * publish from /admin points at a new release, which nginx follows at its next request. Redirects and each folder's
 * 404 page written in here would be those of the last `npm run build`: a publish that adds an opening (a new redirect
 * from /careers/<id>) or renames one (its old address now unknown) would be answered wrongly until someone reloads
 * nginx. So nginx answers only what it can find in the release as it is now, files, and leaves everything else to
 * the Node service, which answers redirects and not-found pages from the release it serves, the same one (it switches
 * with the publish, src/server/live-site.ts):
 * - an address that is a file (or a folder's index.html) is sent by nginx, as before;
 * - an address that redirects has a page of its own too (for static hosts that cannot redirect), so the release marks
 *   it with a file nginx can test for (src/pipeline/redirect-markers.ts) and nginx sends it to the service, which sends
 *   the 301;
 * - anything else goes to the service, which answers the nearest folder's 404 page with status 404.
 * Keeping the old redirect and 404 locations and falling back to the service only where they say nothing was
 * weighed and left: a redirect the config still holds would keep sending visitors on after a publish removed it,
 * and a new one would be served as its page, with 200, so nginx would still need a reload. This way a publish never
 * needs one, and nginx and `npm start` give the same answer to every address (one code path, the server's).
 * The cost: unknown addresses cost the service a request (a small one: it sends a file), and while the service is
 * down they get nginx's 502, as the forms and /admin do; pages and files are still served.
 */
export function nginxConfig({ root, listen, upstream }: NginxOptions): string {
  const page = { ...securityHeaders, "Speculation-Rules": speculationRulesHeader, "Cache-Control": "no-cache" };
  const site = "@site";
  const toService = [
    `    proxy_pass ${upstream};`,
    // The Host as the visitor sent it, port included ($host drops it): /admin refuses a form whose Origin is not the
    // address the request names, and on port 8080 "localhost" is not "localhost:8080".
    "    proxy_set_header Host $http_host;",
    "    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "    proxy_set_header X-Forwarded-Proto $scheme;",
    // The service's own headers (the admin's policy is not the site's, and its pages carry the site's already): none
    // of the server's are added here.
    "    add_header X-Served-By node always;",
  ];
  const proxied = (path: string) => [
    `  location ${path} {`,
    ...toService,
    "    proxy_request_buffering off;",
    "    client_max_body_size 60m;",
    "  }",
  ];
  return [
    "# Made by `npm run build` (src/pipeline/nginx-config.ts) from what `npm start` sends: do not edit.",
    "# Include it in nginx's http {} block; set root to where dist/ is, and proxy_pass to where `npm start` answers.",
    "# brotli_static needs Debian's libnginx-mod-http-brotli-static (apt-get install libnginx-mod-http-brotli-static).",
    "# It holds nothing of site data: a publish from /admin is served from nginx's next request on, without a reload.",
    ...hstsMap,
    "server {",
    `  listen ${listen};`,
    `  root ${root};`,
    "  index index.html;",
    "  server_tokens off;",
    "  gzip_static on;",
    "  brotli_static on;",
    "  gzip_vary on;",
    "  absolute_redirect off;",
    ...headerLines(page, "  "),
    "  location / {",
    // An address the release marks as a redirect goes to the service (a return and an error_page are what nginx
    // allows inside an if without surprises).
    `    error_page 418 = ${site};`,
    `    if (-f $document_root/${redirectMarkersFolder}$uri/${redirectMarkerName}) {`,
    "      return 418;",
    "    }",
    `    try_files $uri $uri/index.html ${site};`,
    "  }",
    ...immutableFolders.flatMap((folder) => [
      `  location /${folder}/ {`,
      ...headerLines({ ...securityHeaders, "Cache-Control": immutableCacheControl }, "    "),
      `    try_files $uri ${site};`,
      "  }",
    ]),
    `  location = /${speculationRulesFile} {`,
    "    types { }",
    `    default_type ${speculationRulesContentType};`,
    `    try_files $uri ${site};`,
    "  }",
    `  location = /${faviconFile} {`,
    "    types { }",
    `    default_type ${faviconContentType};`,
    `    try_files $uri ${site};`,
    "  }",
    // Redirects and not-found pages, from the release the service serves.
    `  location ${site} {`,
    ...toService,
    "  }",
    ...proxied("/f/"),
    ...proxied("/p/"),
    ...proxied("/admin"),
    "}",
    "",
  ].join("\n");
}

/**
 * deploy/nginx.conf for the project's dist/: nginx on port 8080 in front of `npm start` on its port (PORT, 4173 by
 * default). Written only when it changes, so that an unchanged build leaves it as it was; it changes only with the
 * code or PORT, never with site data.
 */
export function writeNginxConfig(root: string, dist: string): void {
  const port = Number(process.env.PORT) || 4173;
  const text = nginxConfig({ root: dist, listen: "8080", upstream: `http://127.0.0.1:${port}` });
  const path = join(root, "deploy", "nginx.conf");
  let before: string | null = null;
  try {
    before = readFileSync(path, "utf8");
  } catch {
    // Not written yet.
  }
  if (before === text) return;
  mkdirSync(join(root, "deploy"), { recursive: true });
  writeFileSync(path, text);
}
