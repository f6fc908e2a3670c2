import "virtual:mantine-styles";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "../app/App.tsx";
import { fetchPageData } from "../app/fetch-page-data.ts";
import { createPageStore, type PageStore } from "../app/page-store.ts";

/**
 * `npm run dev`: there is no prerendered page, so React renders the page from its data here, and a saved site-data
 * file updates the open page in place. `whenRendered` runs after every change of the page's DOM (the islands that
 * need no React are taken over by the page's script, as in the built site).
 */
export async function renderPage(whenRendered: () => void): Promise<void> {
  const container = document.getElementById("root")!;
  const store = createPageStore(fetchPageData);
  // The page's data first, so the first render has it (rendering never waits on a promise it made itself).
  await store.load(window.location.pathname).catch(() => undefined);
  // The page's one error boundary logs what is a bug (src/app/ErrorBoundary.tsx); a site-data problem is shown on
  // the page and in Vite's overlay instead, so React's own report of every caught error would only repeat it.
  createRoot(container, { onCaughtError: () => undefined }).render(
    <BrowserRouter>
      <App store={store} />
    </BrowserRouter>,
  );
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      whenRendered();
    });
  }).observe(container, { childList: true, subtree: true });
  watchSiteData(store);
}

/**
 * A saved site-data file updates the open page in place instead of reloading it; while the data is broken the page
 * says so (src/app/SiteDataProblemNotice.tsx), and comes back by itself when it is mended.
 */
function watchSiteData(store: PageStore) {
  import.meta.hot?.on("site-data:changed", () => {
    // The mistake that opened Vite's error overlay has been mended.
    document.querySelectorAll("vite-error-overlay").forEach((overlay) => overlay.remove());
    void store.reload(window.location.pathname);
  });
  import.meta.hot?.on("site-data:problem", () => void store.reload(window.location.pathname));
}
