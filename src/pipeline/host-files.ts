import { immutableCacheControl, immutableFolders } from "../core/serving/cache-rules.ts";
import { securityHeaders } from "../core/serving/security-headers.ts";
import {
  speculationRulesContentType,
  speculationRulesFile,
  speculationRulesHeader,
} from "../core/serving/speculation-rules.ts";

/**
 * What a static host needs to serve dist/ as `npm start` does, in the files Netlify and Cloudflare Pages read:
 * `_headers` (every header the server sends, the cache rules, the speculation rules' type) and `_redirects` (the
 * server's permanent redirects, and each folder's 404 page with status 404; Cloudflare Pages finds those by itself).
 * Pages are revalidated on every visit by both hosts' defaults, which is what the server's `no-cache` asks.
 */
const depth = (folder: string) => (folder ? folder.split("/").length : 0);

export function staticHostFiles(redirects: Record<string, string>, notFoundFiles: string[]): [string, string][] {
  const rule = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const headers = [
    "# Made by `npm run build` (src/pipeline/host-files.ts) from what `npm start` sends: do not edit.",
    rule("/*", { ...securityHeaders, "Speculation-Rules": speculationRulesHeader }),
    ...immutableFolders.map((folder) => rule(`/${folder}/*`, { "Cache-Control": immutableCacheControl })),
    rule(`/${speculationRulesFile}`, { "Content-Type": speculationRulesContentType }),
  ];
  // The deepest folder first: a host takes the first rule that matches.
  const notFound = notFoundFiles
    .map((file) => file.replace(/(^|\/)404\.html$/, ""))
    .sort((a, b) => depth(b) - depth(a) || a.localeCompare(b))
    .map((folder) => (folder ? `/${folder}/*  /${folder}/404.html  404` : "/*  /404.html  404"));
  const moves = Object.entries(redirects)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, to]) => `${from}  ${to}  301`);
  return [
    ["_headers", `${headers.join("\n\n")}\n`],
    [
      "_redirects",
      `# Made by \`npm run build\` (src/pipeline/host-files.ts) from the site's redirects and 404 pages: do not edit.\n${[...moves, ...notFound].join("\n")}\n`,
    ],
  ];
}
