import { preloadModules } from "./app/preload-modules.ts";
import { pageModulesId } from "./content/page-data-url.ts";

/**
 * The browser's entry: tiny on purpose. The prerendered page is complete without scripts, so it paints first,
 * hero image included; once the page has loaded and the next frame is painted, the modules the page listed for
 * hydration are fetched together and the page hydrates. Nothing here competes with the first paint on a slow phone.
 */
function preloadPageModules() {
  const list = document.getElementById(pageModulesId)?.textContent;
  preloadModules(list ? (JSON.parse(list) as string[]) : []);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// Short tasks, so a tap is answered at once even on a slow phone: the preloads start the downloads, then React is
// evaluated on its own, then the rest of the hydration code, which hydrates in slices (src/hydrate.tsx).
const hydrate = () =>
  requestAnimationFrame(async () => {
    await nextTask();
    preloadPageModules();
    await nextTask();
    await import("react-dom/client");
    await nextTask();
    await import("./hydrate.tsx");
  });
if (document.readyState === "complete") hydrate();
else window.addEventListener("load", hydrate, { once: true });
