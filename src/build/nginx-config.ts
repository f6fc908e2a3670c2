import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { immutableCacheControl, immutableFolders } from "../server/cache-rules.ts";
import { securityHeaders, strictTransportSecurity } from "../server/security-headers.ts";
import {
  speculationRulesContentType,
  speculationRulesFile,
  speculationRulesHeader,
} from "../server/speculation-rules.ts";

export interface NginxOptions {
  /** The built site's folder, as nginx will find it. */
  root: string;
  /** The address nginx listens on ("8080", "127.0.0.1:8080"). */
  listen: string;
  /** Where `npm start` (or `npm run serve`) answers: the forms and /admin are sent there. */
  upstream: string;
  redirects: Record<string, string>;
  /** The 404 pages of dist/ ("404.html", "blog/404.html"). */
  notFoundFiles: string[];
}

const quoted = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
/**
 * Strict-Transport-Security only on answers over HTTPS, as `npm start` sends it: a map (in http {}, where this file is
 * included) gives the value for https and nothing otherwise, and nginx leaves out a header whose value is empty. On
 * 8080 (plain HTTP) nginx never sends it; given `listen 443 ssl`, it does. Behind another proxy that ends TLS, $scheme
 * is http and that proxy sends it (the README says so).
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
 * Debian's libnginx-mod-http-brotli-static), each folder's 404 page with status 404, the permanent redirects (to a
 * path, as `npm start` sends them), and the forms and /admin sent to the Node service. nginx drops a level's add_header when a location
 * has its own, so each location that has any says them all.
 */
export function nginxConfig({ root, listen, upstream, redirects, notFoundFiles }: NginxOptions): string {
  const page = { ...securityHeaders, "Speculation-Rules": speculationRulesHeader, "Cache-Control": "no-cache" };
  const folders = notFoundFiles
    .map((file) => file.replace(/(^|\/)?404\.html$/, ""))
    .filter(Boolean)
    .sort();
  const proxied = (path: string) => [
    `  location ${path} {`,
    `    proxy_pass ${upstream};`,
    "    proxy_set_header Host $host;",
    "    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "    proxy_set_header X-Forwarded-Proto $scheme;",
    "    proxy_request_buffering off;",
    "    client_max_body_size 60m;",
    // The service's own headers (the admin's policy is not the site's): none of the server's are added here.
    "    add_header X-Served-By node always;",
    "  }",
  ];
  return [
    "# Made by `npm run build` (src/build/nginx-config.ts) from what `npm start` sends: do not edit.",
    "# Include it in nginx's http {} block; set root to where dist/ is, and proxy_pass to where `npm start` answers.",
    "# brotli_static needs Debian's libnginx-mod-http-brotli-static (apt-get install libnginx-mod-http-brotli-static).",
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
    "  error_page 404 /404.html;",
    "  location / {",
    "    try_files $uri $uri/index.html =404;",
    "  }",
    ...folders.flatMap((folder) => [
      `  location /${folder}/ {`,
      `    error_page 404 /${folder}/404.html;`,
      "    try_files $uri $uri/index.html =404;",
      "  }",
    ]),
    ...immutableFolders.flatMap((folder) => [
      `  location /${folder}/ {`,
      ...headerLines({ ...securityHeaders, "Cache-Control": immutableCacheControl }, "    "),
      "    try_files $uri =404;",
      "  }",
    ]),
    `  location = /${speculationRulesFile} {`,
    "    types { }",
    `    default_type ${speculationRulesContentType};`,
    "  }",
    ...Object.entries(redirects)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([from, to]) => [`  location = ${from} {`, `    return 301 ${to};`, "  }"]),
    ...proxied("/f/"),
    ...proxied("/p/"),
    ...proxied("/admin"),
    "}",
    "",
  ].join("\n");
}

/**
 * deploy/nginx.conf for the project's dist/: nginx on port 8080 in front of `npm start` on its port (PORT, 4173 by
 * default). Written only when it changes, so that an unchanged build leaves it as it was.
 */
export function writeNginxConfig(
  root: string,
  dist: string,
  redirects: Record<string, string>,
  notFoundFiles: string[],
): void {
  const port = Number(process.env.PORT) || 4173;
  const text = nginxConfig({
    root: dist,
    listen: "8080",
    upstream: `http://127.0.0.1:${port}`,
    redirects,
    notFoundFiles,
  });
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
