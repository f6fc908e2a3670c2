import { StrictMode, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import type { Site } from "../../core/generated/site-data.ts";
import { AddressContext } from "../render-context/address-context.tsx";
import { Layout } from "./Layout.tsx";
import type { PageStore } from "./page-store.ts";
import { PageStoreContext, PageView } from "./PageView.tsx";
import { Providers } from "./Providers.tsx";

/**
 * The whole site, inside a router (StaticRouter when prerendering, BrowserRouter in `npm run dev`). One catch-all
 * route: which page answers which address is decided by the site data (page paths and collections), not by code.
 */
export function App({ store, site }: { store: PageStore; site: Site }) {
  const { pathname, search } = useLocation();
  const dataVersion = useSyncExternalStore(store.subscribe, store.version, store.version);
  return (
    <StrictMode>
      <Providers site={site}>
        <AddressContext.Provider value={{ pathname, search }}>
          <PageStoreContext.Provider value={store}>
            <Layout retryKey={dataVersion}>
              <PageView />
            </Layout>
          </PageStoreContext.Provider>
        </AddressContext.Provider>
      </Providers>
    </StrictMode>
  );
}
