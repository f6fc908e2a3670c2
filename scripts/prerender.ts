/**
 * Writes the static site: the images visitors download (dist/_images/, from site data's photos and drawings),
 * dist/<path>/index.html for every address, the not-found pages (dist/404.html and one per detail route, e.g.
 * dist/services/404.html), sitemap.xml, robots.txt, the blog's feed and the speculation rules.
 * Runs after `vite build` (client, into dist/) and `vite build --ssr` (server renderer, into .cache/ssr/).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadSiteData } from "../src/content/load-site-data.ts";
import { resolveSite } from "../src/content/site-settings.ts";
import { resolvePageData } from "../src/content/resolve-page-data.ts";
import { allPaths, notFoundFolders } from "../src/content/routes.ts";
import { headFor, headHtml } from "../src/content/head.ts";
import { blogFeed } from "../src/content/blog-feed.ts";
import { jsonLdScript } from "../src/content/structured-data/json-ld.ts";
import { structuredDataFor } from "../src/content/structured-data/structured-data-for.ts";
import { hoistToHead } from "../src/build/hoist-to-head.ts";
import type { PageData } from "../src/content/types.ts";
import { redirectsFile } from "../src/server/redirects.ts";
import { speculationRules, speculationRulesFile } from "../src/server/speculation-rules.ts";
import { noScriptStyle } from "../src/shell/needs-script.ts";
import { islandPayloadFolder } from "../src/islands/island-payloads.ts";
import { buildImages } from "../src/build/build-images.ts";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const started = performance.now();
const year = new Date().getFullYear();

const { siteData, referenceFields, imageSources } = loadSiteData(root);
const imagesStarted = performance.now();
const { images, share, encoded } = await buildImages({
  publicDir: join(root, "public"),
  outDir: dist,
  cacheDir: join(root, ".cache/images"),
  sources: imageSources,
  shareSource: siteData.site.seo.image.src,
});
console.log(`Images: ${imageSources.size} from site data, ${encoded} photo${encoded === 1 ? "" : "s"} encoded (the others from .cache/images) in ${Math.round(performance.now() - imagesStarted)} ms.`);
const site = resolveSite(siteData.site, year);
const server = (await import(pathToFileURL(join(root, ".cache/ssr/entry-server.js")).href)) as typeof import("../src/entry-server.tsx");
// The page's script (the shell) is fetched at low priority: the page works without it and taps made before it
// arrives are replayed, so the stylesheet and the first screen's image go first and the first paint never waits.
const template = readFileSync(join(dist, "index.html"), "utf8")
  .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
  .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
if (!template.includes("<!--app-html-->")) throw new Error("dist/index.html is not the Vite template: run `vite build` before prerendering.");
if (!template.includes('<script type="module" fetchpriority="low"')) throw new Error("dist/index.html: the page's module script was not found to give it fetchpriority=\"low\" (has Vite's template changed?).");
const themeStyle = `<style>${server.themeCss()}</style>`;

function write(relativePath: string, content: string) {
  const file = join(dist, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Writes one address's page: the whole of it is HTML; its islands carry their own props (src/islands/Island.tsx). */
function prerender(pathname: string, htmlFile: string): PageData {
  const page = resolvePageData(siteData, pathname, referenceFields, year);
  const { head: hoisted, body } = hoistToHead(server.render(pathname, page, images, site));
  const head = [
    headHtml(headFor(site, page, pathname, share)),
    // What search engines read about the page (src/content/structured-data/): data blocks, never run.
    ...structuredDataFor(site, page).map(jsonLdScript),
    // Static hosts without redirect rules: the browser moves on at once (npm start answers with a real 301).
    page.redirect ? `<meta http-equiv="refresh" content="0; url=${page.redirect}">` : "",
    themeStyle,
    hoisted,
    noScriptStyle,
  ];
  write(htmlFile, template.replace("<!--app-head-->", head.filter(Boolean).join("\n    ")).replace("<!--app-html-->", body));
  for (const [name, json] of server.takePayloads()) write(`${islandPayloadFolder}/${name}`, json);
  return page;
}

const paths = allPaths(siteData);
const redirects: Record<string, string> = {};
for (const pathname of paths) {
  const page = prerender(pathname, pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`);
  if (page.status !== 200) throw new Error(`${pathname} is listed as a page but resolved to status ${page.status}.`);
  if (page.redirect) redirects[pathname] = page.redirect;
}
// The server answers these addresses with a permanent redirect (src/server/create-server.ts).
write(redirectsFile, `${JSON.stringify(redirects, null, 2)}\n`);
// The not-found states, rendered at an address no item can have ("404" is not a valid id), served with status 404.
prerender("/404", "404.html");
for (const folder of notFoundFolders(siteData)) prerender(`${folder}/404`, `${folder.slice(1)}/404.html`);
// What browsers may fetch or prerender ahead of a click (the server names this file in its Speculation-Rules header).
write(speculationRulesFile, `${JSON.stringify(speculationRules, null, 2)}\n`);

const siteUrl = site.seo.siteUrl;
write(
  "sitemap.xml",
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .filter((pathname) => !(pathname in redirects))
    .map((pathname) => `  <url><loc>${siteUrl}${pathname}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
write("robots.txt", `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
const feed = blogFeed(siteData, year);
if (feed) write(feed.path.slice(1), feed.xml);

console.log(`Prerendered ${paths.length} pages and ${notFoundFolders(siteData).length + 1} not-found pages in ${Math.round(performance.now() - started)} ms.`);
