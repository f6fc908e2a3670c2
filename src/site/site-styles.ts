/**
 * Every component the prerender may render, for their styles only: the browser's build takes the site's one
 * stylesheet from here (the pages' own script is the small shell and the islands, which import almost none of it).
 * Exported, not just imported, so that nothing a component needs is shaken out (a stylesheet it links by URL
 * included). No page loads this module's JavaScript; the build drops it (src/pipeline/vite-styles-entry.ts).
 */
export { App } from "./app/App.tsx";
export { blockComponents } from "./blocks/registry.ts";
