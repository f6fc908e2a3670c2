import { pageModulesId } from "./content/page-data-url.ts";

/**
 * The browser's entry: tiny on purpose. The prerendered page is complete without scripts, so it paints first,
 * hero image included; once the page has loaded and the next frame is painted, the modules the page listed for
 * hydration are fetched together and the page hydrates. Nothing here competes with the first paint on a slow phone.
 */
function preloadPageModules() {
  const list = document.getElementById(pageModulesId)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" });
    document.head.append(link);
  }
}

const hydrate = () =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadPageModules();
      void import("./hydrate.tsx");
    }),
  );
if (document.readyState === "complete") hydrate();
else window.addEventListener("load", hydrate, { once: true });
