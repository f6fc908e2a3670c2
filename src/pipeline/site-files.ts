import { blogFeed } from "../core/content/blog-feed.ts";
import { searchIndexes } from "../site/blocks/SearchBox/search-index.ts";
import type { SiteData } from "../core/content/types.ts";
import type { Site } from "../core/generated/site-data.ts";
import { redirectsFile } from "../core/serving/redirects.ts";
import { speculationRules, speculationRulesFile } from "../core/serving/speculation-rules.ts";

/**
 * The files of dist/ made from the whole site rather than one page, cheap to make again at every build; these need
 * only the site data: the speculation rules, robots.txt, the blog's feed and the search boxes' indexes.
 */
export function siteFiles(siteData: SiteData, site: Site, year: number): [string, string][] {
  const feed = blogFeed(siteData, year);
  return [
    // What browsers may fetch or prerender ahead of a click (the server names this file in its Speculation-Rules header).
    [speculationRulesFile, `${JSON.stringify(speculationRules, null, 2)}\n`],
    ["robots.txt", `User-agent: *\nAllow: /\n\nSitemap: ${site.seo.siteUrl}/sitemap.xml\n`],
    ...(feed ? [[feed.path.slice(1), feed.xml] as [string, string]] : []),
    ...searchIndexes(siteData, year),
  ];
}

/** The files made from the list of addresses: the redirects the server answers, and the sitemap. */
export function addressListFiles(site: Site, paths: string[], redirects: Record<string, string>): [string, string][] {
  const { siteUrl } = site.seo;
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .filter((pathname) => !(pathname in redirects))
    .map((pathname) => `  <url><loc>${siteUrl}${pathname}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return [
    // The server answers these addresses with a permanent redirect (src/server/create-server.ts).
    [redirectsFile, `${JSON.stringify(redirects, null, 2)}\n`],
    ["sitemap.xml", sitemap],
  ];
}
