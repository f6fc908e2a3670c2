/**
 * Writes the static site: dist/<path>/index.html and /_data/<path>.json for every address, the not-found pages
 * (dist/404.html and one per detail route, e.g. dist/services/404.html), sitemap.xml, robots.txt and the blog's feed.
 * Runs after `vite build` (client, into dist/) and `vite build --ssr` (server renderer, into .cache/ssr/).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadSiteData } from "../src/content/load-site-data.ts";
import { resolvePageData } from "../src/content/resolve-page-data.ts";
import { allPaths, notFoundFolders } from "../src/content/routes.ts";
import { headFor, headHtml } from "../src/content/head.ts";
import { blogFeed } from "../src/content/blog-feed.ts";
import { jsonLdScript } from "../src/content/structured-data/json-ld.ts";
import { structuredDataFor } from "../src/content/structured-data/structured-data-for.ts";
import { pageDataLinkAttribute, pageDataUrl, pageModulesId } from "../src/content/page-data-url.ts";
import { loadedWhenNearViewport, type BlockType } from "../src/blocks/registry.ts";
import { blockTypesIn } from "../src/blocks/block-types-in.ts";
import { cardCollectionsIn, cardSourceFiles, gridTabsSourceFile, hasGridTabs } from "../src/blocks/cards/card-for.tsx";
import { pageAssets, type Manifest } from "../src/build/page-assets.ts";
import { hoistToHead } from "../src/build/hoist-to-head.ts";
import type { PageData } from "../src/content/types.ts";
import { redirectsFile } from "../src/server/redirects.ts";

const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
const started = performance.now();

const { siteData, referenceFields } = loadSiteData(root);
const server = (await import(pathToFileURL(join(root, ".cache/ssr/entry-server.js")).href)) as typeof import("../src/entry-server.tsx");
// Scripts load at low priority: the page is readable without them, and the first paint should not wait for them.
const template = readFileSync(join(dist, "index.html"), "utf8").replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin');
if (!template.includes("<!--app-html-->")) throw new Error("dist/index.html is not the Vite template: run `vite build` before prerendering.");
const manifestFile = join(dist, ".vite/manifest.json");
const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
const themeStyle = `<style>${server.themeCss()}</style>`;

function write(relativePath: string, content: string) {
  const file = join(dist, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function prerender(pathname: string, htmlFile: string, dataFile: string): Promise<PageData> {
  const page = resolvePageData(siteData, pathname, referenceFields, server.buildYear);
  const { head: hoisted, body } = hoistToHead(await server.render(pathname, page));
  const cards = [...cardCollectionsIn(page.sections).map((collection) => cardSourceFiles[collection]!), ...(hasGridTabs(page.sections) ? [gridTabsSourceFile] : [])];
  const assets = pageAssets(manifest, ["src/hydrate.tsx"], blockTypesIn(page.sections) as BlockType[], loadedWhenNearViewport, cards);
  const head = [
    headHtml(headFor(server.site, page, pathname)),
    // What search engines read about the page (src/content/structured-data/): data blocks, never run.
    ...structuredDataFor(server.site, page).map(jsonLdScript),
    // Static hosts without redirect rules: the browser moves on at once (npm start answers with a real 301).
    page.redirect ? `<meta http-equiv="refresh" content="0; url=${page.redirect}">` : "",
    themeStyle,
    hoisted,
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<link rel="alternate" type="application/json" href="/${dataFile}" ${pageDataLinkAttribute}>`,
    // Not modulepreload links: those would compete with the first paint for the visitor's bandwidth. The entry
    // script preloads these once the page has loaded (src/entry-client.tsx).
    `<script type="application/json" id="${pageModulesId}">${JSON.stringify(assets.scripts)}</script>`,
  ];
  const document = template.replace("<!--app-head-->", head.filter(Boolean).join("\n    ")).replace("<!--app-html-->", body);
  write(htmlFile, document);
  write(dataFile, JSON.stringify({ ...page, modules: assets.allScripts }));
  return page;
}

const paths = allPaths(siteData);
const redirects: Record<string, string> = {};
for (const pathname of paths) {
  const page = await prerender(pathname, pathname === "/" ? "index.html" : `${pathname.slice(1)}/index.html`, pageDataUrl(pathname).slice(1));
  if (page.status !== 200) throw new Error(`${pathname} is listed as a page but resolved to status ${page.status}.`);
  if (page.redirect) redirects[pathname] = page.redirect;
}
// The server answers these addresses with a permanent redirect (src/server/create-server.ts).
write(redirectsFile, `${JSON.stringify(redirects, null, 2)}\n`);
// The not-found states, rendered at an address no item can have ("404" is not a valid id), served with status 404.
await prerender("/404", "404.html", "_data/404.json");
for (const folder of notFoundFolders(siteData)) await prerender(`${folder}/404`, `${folder.slice(1)}/404.html`, `_data${folder}/404.json`);

const siteUrl = server.site.seo.siteUrl;
write(
  "sitemap.xml",
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .filter((pathname) => !(pathname in redirects))
    .map((pathname) => `  <url><loc>${siteUrl}${pathname}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
write("robots.txt", `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
const feed = blogFeed(siteData, server.buildYear);
if (feed) write(feed.path.slice(1), feed.xml);
// The manifest served its purpose; visitors have no use for it.
rmSync(dirname(manifestFile), { recursive: true });

console.log(`Prerendered ${paths.length} pages and ${notFoundFolders(siteData).length + 1} not-found pages in ${Math.round(performance.now() - started)} ms.`);
