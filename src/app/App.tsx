import { StrictMode, useEffect } from "react";
import { Layout } from "./Layout.tsx";
import type { PageStore } from "./page-store.ts";
import { PageStoreContext, PageView } from "./PageView.tsx";
import { Providers } from "./Providers.tsx";

/**
 * The whole site, inside a router (BrowserRouter in the browser, StaticRouter when prerendering). One catch-all
 * route: which page answers which address is decided by the site data (page paths and collections), not by code.
 */
export function App({ store }: { store: PageStore }) {
  // Hydration runs in slices (src/hydrate.tsx); once the shell and router are live, <html data-hydrated> says so,
  // for anything that waits for the page to be interactive (the browser tests do).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <StrictMode>
      <Providers>
        <PageStoreContext.Provider value={store}>
          <Layout>
            <PageView />
          </Layout>
        </PageStoreContext.Provider>
      </Providers>
    </StrictMode>
  );
}
