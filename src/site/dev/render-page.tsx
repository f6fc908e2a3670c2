import "virtual:mantine-styles";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "../app/App.tsx";
import { fetchPageData, fetchSiteSettings } from "../app/fetch-page-data.ts";
import { createPageStore, type PageStore } from "../app/page-store.ts";
import { SiteDataProblemNotice } from "../app/SiteDataProblemNotice.tsx";
import { SiteDataProblemError } from "../../core/content/site-data-problem.ts";
import type { Site } from "../../core/generated/site-data.ts";

/**
 * `npm run dev`: there is no prerendered page, so React renders the page from its data here, and a saved site-data
 * file updates the open page in place. `whenRendered` runs after every change of the page's DOM (the islands that
 * need no React are taken over by the page's script, as in the built site).
 */
export async function renderPage(whenRendered: () => void): Promise<void> {
  const container = document.getElementById("root")!;
  const store = createPageStore(fetchPageData);
  // The page's data and the site settings first, so the first render has them (rendering never waits on a promise it
  // made itself).
  const [site] = await Promise.all([loadSite(), store.load(window.location.pathname).catch(() => undefined)]);
  // The page's one error boundary logs what is a bug (src/site/app/ErrorBoundary.tsx); a site-data problem is shown on
  // the page and in Vite's overlay instead, so React's own report of every caught error would only repeat it.
  const root = createRoot(container, { onCaughtError: () => undefined });
  const show = (site: Site | SiteDataProblemError) =>
    root.render(
      site instanceof SiteDataProblemError ? (
        <SiteDataProblemNotice problem={site.problem} />
      ) : (
        <BrowserRouter>
          <App store={store} site={site} />
        </BrowserRouter>
      ),
    );
  show(site);
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      whenRendered();
    });
  }).observe(container, { childList: true, subtree: true });
  watchSiteData(store, show);
}

/** The site settings, or why they cannot be read now (the dev server serves them as far as site.json can be read). */
function loadSite(): Promise<Site | SiteDataProblemError> {
  return fetchSiteSettings().catch((error: unknown) => {
    if (error instanceof SiteDataProblemError) return error;
    throw error;
  });
}

/**
 * A saved site-data file updates the open page in place instead of reloading it; while the data is broken the page
 * says so (src/site/app/SiteDataProblemNotice.tsx), and comes back by itself when it is mended.
 */
function watchSiteData(store: PageStore, show: (site: Site | SiteDataProblemError) => void) {
  import.meta.hot?.on("site-data:changed", async () => {
    // The mistake that opened Vite's error overlay has been mended.
    document.querySelectorAll("vite-error-overlay").forEach((overlay) => void overlay.remove());
    show(await loadSite());
    void store.reload(window.location.pathname);
  });
  import.meta.hot?.on("site-data:problem", () => void store.reload(window.location.pathname));
}
