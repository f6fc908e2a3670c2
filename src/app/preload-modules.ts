const requested = new Set<string>();

/**
 * Starts downloading script modules in parallel (<link rel="modulepreload">), each once. The build lists each page's
 * modules (the prerender): the page's HTML for its first load (src/entry-client.tsx), its data for a visit from
 * another page (src/app/fetch-page-data.ts). Vite's own preloading is off: its per-import lists of files cost every
 * page about a kilobyte of JavaScript.
 */
export function preloadModules(hrefs: readonly string[] = []): void {
  for (const href of hrefs) {
    if (requested.has(href)) continue;
    requested.add(href);
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" }));
  }
}
