import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pageModulesId } from "../content/page-data-url.ts";

/** What one prerendered page makes a browser download before it is interactive, in bytes after gzip. */
export interface RouteWeight {
  /** The page's address, e.g. "/about". */
  route: string;
  /** The HTML document itself (its inline <style> included). */
  html: number;
  /** The entry script and every module the page loads to hydrate. */
  js: number;
  /** Linked stylesheets plus the CSS inside <style> elements. */
  css: number;
  scripts: string[];
  stylesheets: string[];
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/** Reads a page's HTML and adds up what it loads before interaction (scripts loaded later, near the viewport, are not counted). */
export function routeWeight(distDir: string, route: string, htmlFile: string): RouteWeight {
  const html = readFileSync(join(distDir, htmlFile), "utf8");
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]);
  // The entry script, and the modules the page lists for hydration (src/entry-client.tsx loads them after the first paint).
  const entry = tags.filter((tag) => tag.startsWith("<script") && /type="module"/.test(tag)).map((tag) => attribute(tag, "src")!);
  const listed = new RegExp(`<script type="application/json" id="${pageModulesId}">([^<]*)</script>`).exec(html)?.[1];
  const scripts = [...entry, ...(listed ? (JSON.parse(listed) as string[]) : [])];
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

/** The targets of issue 5, in bytes after gzip: a build over them fails the size gate in `npm test`. */
export const sizeBudgets = { js: 120 * 1024, css: 15 * 1024, html: 20 * 1024 } as const;
