import { headFor, headHtml } from "../core/content/head.ts";
import { jsonLdScript } from "../core/content/structured-data/json-ld.ts";
import { structuredDataFor } from "../core/content/structured-data/structured-data-for.ts";
import type { PageData } from "../core/content/types.ts";
import { noScriptStyle } from "../site/shell/needs-script.ts";
import { hoistToHead } from "./hoist-to-head.ts";
import type { WorkerSetup } from "./worker-protocol.ts";
import { ServerError } from "../core/errors/server-errors.ts";

/**
 * The client build's index.html made ready for pages. The page's script (the shell) is fetched at low priority: the
 * page works without it and taps made before it arrives are replayed, so the stylesheet and the first screen's image
 * go first and the first paint never waits.
 */
export function pageTemplate(indexHtml: string): string {
  const template = indexHtml
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
  if (!template.includes("<!--app-html-->"))
    throw new ServerError("client-template-invalid", { problem: "no-app-html" });
  if (!template.includes('<script type="module" fetchpriority="low"'))
    throw new ServerError("client-template-invalid", { problem: "no-module-script" });
  return template;
}

/**
 * One address's whole HTML document: the rendered page in the template, its <head> (title, description, share
 * tags, structured data, the theme's CSS and what the blocks hoisted). Its islands carry their own props (src/site/islands/Island.tsx).
 */
export function pageHtml(
  setup: WorkerSetup,
  themeStyle: string,
  pathname: string,
  page: PageData,
  rendered: string,
): string {
  const { head: hoisted, body } = hoistToHead(rendered);
  const head = [
    headHtml(headFor(setup.site, page, pathname, setup.share)),
    // What search engines read about the page (src/core/content/structured-data/): data blocks, never run.
    ...structuredDataFor(setup.site, page).map(jsonLdScript),
    // Static hosts without redirect rules: the browser moves on at once (npm start answers with a real 301).
    page.redirect ? `<meta http-equiv="refresh" content="0; url=${page.redirect}">` : "",
    themeStyle,
    hoisted,
    noScriptStyle,
  ];
  // Functions as replacements: a "$&" or "$'" in a page's text is text, not a replacement pattern.
  return setup.template
    .replace("<!--app-head-->", () => head.filter(Boolean).join("\n    "))
    .replace("<!--app-html-->", () => body);
}
