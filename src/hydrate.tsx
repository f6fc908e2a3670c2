import "virtual:mantine-styles";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/App.tsx";
import { fetchPageData, fetchPageDataAt } from "./app/fetch-page-data.ts";
import { createPageStore, type PageStore } from "./app/page-store.ts";
import { loadBlockComponents } from "./blocks/block-components.ts";
import { loadCardsFor } from "./blocks/cards/card-for.tsx";
import { pageDataLinkAttribute } from "./content/page-data-url.ts";

const container = document.getElementById("root")!;
const site = (store: PageStore) => (
  <BrowserRouter>
    <App store={store} />
  </BrowserRouter>
);

async function start() {
  const dataLink = document.querySelector<HTMLLinkElement>(`link[${pageDataLinkAttribute}]`);
  // The dev server's shell has no prerendered page: render from scratch.
  if (!dataLink) {
    const store = createPageStore(fetchPageData);
    createRoot(container).render(site(store));
    watchSiteData(store);
    return;
  }
  // The page's data (preloaded by the <head>; a not-found page names its own) and the code of its blocks, before
  // hydrating, so React finds exactly what was prerendered. Blocks that load near the viewport keep their HTML until then.
  const page = await fetchPageDataAt(dataLink.href);
  await Promise.all([loadBlockComponents(page.sections, { deferHeavy: true }), loadCardsFor(page.sections)]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: a tap during hydration is answered, and no task runs long on a slow phone.
  startTransition(() => {
    hydrateRoot(container, site(createPageStore(fetchPageData, { pathname: window.location.pathname, page })));
  });
}

/** In `npm run dev`, a saved site-data file updates the open page in place instead of reloading it. */
function watchSiteData(store: PageStore) {
  import.meta.hot?.on("site-data:changed", () => {
    // The mistake that opened Vite's error overlay has been mended.
    document.querySelectorAll("vite-error-overlay").forEach((overlay) => overlay.remove());
    void store.reload(window.location.pathname);
  });
}

void start();
