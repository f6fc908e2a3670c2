import { holdEarlyInteractions, startIslands } from "./shell/start-islands.ts";
import { enhanceHistoryBack } from "./shell/history-back.ts";
import { enhanceMaps } from "./shell/maps.ts";
import { enhanceMenus } from "./shell/menus.ts";
import { reportNotFound } from "./shell/not-found.ts";
import { prefetchOnIntent } from "./shell/prefetch.ts";
import { prefillFromAddress } from "./shell/prefill.ts";
import { startReveal } from "./shell/reveal.ts";

/**
 * The one script every page loads: small, no framework. The page is complete HTML; this adds what HTML cannot do
 * alone: menus that close on Escape, a "back to the form" link that is the browser's Back, form fields filled from the address (a demo's product), the next page fetched on intent, cards that fade in as they are scrolled to, the interactive map over its picture when it can be reached,
 * and the islands' code loaded as they near
 * the viewport or are touched (a tap on one before its code arrives is kept). React comes only with an island that
 * needs it, and only when it is needed.
 */
holdEarlyInteractions();
enhanceMenus();
enhanceHistoryBack();
prefetchOnIntent();
if (import.meta.env.DEV) {
  // The dev server has no prerendered page: React renders it here, live, from the site data.
  void import("./dev/render-page.tsx").then(({ renderPage }) => renderPage(() => startIslands()));
} else {
  prefillFromAddress();
  startIslands();
  startReveal();
  enhanceMaps();
  reportNotFound();
}
