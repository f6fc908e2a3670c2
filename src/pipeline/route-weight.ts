import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** What one prerendered page makes a browser download before it is interactive, in bytes after gzip. */
export interface RouteWeight {
  /** The page's address, e.g. "/about". */
  route: string;
  /** The HTML document itself (its inline <style> included). */
  html: number;
  /** The page's own script (the shell) and anything it links to preload: what loads before the visitor interacts or scrolls. */
  js: number;
  /** Linked stylesheets plus the CSS inside <style> elements. */
  css: number;
  scripts: string[];
  stylesheets: string[];
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/**
 * Reads a page's HTML and adds up what it loads before interaction. An island's code loads later, as it nears the
 * viewport or is touched (src/site/shell/start-islands.ts), so it is not counted here; `npm run bench` measures that.
 */
export function routeWeight(distDir: string, route: string, htmlFile: string): RouteWeight {
  const html = readFileSync(join(distDir, htmlFile), "utf8");
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]);
  const scripts = [
    ...tags
      .filter((tag) => tag.startsWith("<script") && /type="module"/.test(tag) && /\bsrc="/.test(tag))
      .map((tag) => attribute(tag, "src")!),
    ...tags.filter((tag) => /rel="modulepreload"/.test(tag)).map((tag) => attribute(tag, "href")!),
  ];
  const stylesheets = tags.filter((tag) => /rel="stylesheet"/.test(tag)).map((tag) => attribute(tag, "href")!);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  const fileSize = (url: string) => gzipSize(readFileSync(join(distDir, url.split("?")[0])));
  const sum = (urls: string[]) => urls.reduce((total, url) => total + fileSize(url), 0);
  return {
    route,
    html: gzipSize(html),
    js: sum(scripts),
    css: sum(stylesheets) + (inlineCss ? gzipSize(inlineCss) : 0),
    scripts,
    stylesheets,
  };
}

/** The built site's routes (from sitemap.xml) with the HTML file that answers each. */
export function builtRoutes(distDir: string): { route: string; htmlFile: string }[] {
  const sitemap = readFileSync(join(distDir, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => {
    const route = match[1] || "/";
    return { route, htmlFile: route === "/" ? "index.html" : `${route.slice(1)}/index.html` };
  });
}

/**
 * The targets, in bytes after gzip: a build over them fails the size gate in `npm test`. JavaScript before
 * interaction is the shell alone (islands load later): 15 kB, down from 120 kB when every page hydrated whole.
 */
export const sizeBudgets = { js: 15 * 1024, css: 15 * 1024, html: 20 * 1024 } as const;
