import { createContext, use, useContext, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import { applyHead, headFor } from "../../core/content/head.ts";
import { PageItemsContext } from "../blocks/page-items-context.tsx";
import { PageSections } from "../blocks/PageSections.tsx";
import type { PageStore } from "./page-store.ts";
import { notFoundMessage } from "../shell/not-found.ts";
import { useSite } from "../render-context/site-context.tsx";
import { Breadcrumb } from "./Breadcrumb.tsx";

export const PageStoreContext = createContext<PageStore | null>(null);

/**
 * The page at the current address: its blocks. The prerender writes its <head>; the dev server, which renders in the
 * browser, updates the head itself and follows a redirect.
 */
export function PageView() {
  const store = useContext(PageStoreContext);
  if (!store) throw new Error("PageView must be rendered inside <PageStoreContext.Provider>.");
  const { pathname } = useLocation();
  const site = useSite();
  // Subscribed so that a reload (a saved site-data file in `npm run dev`) renders again; the page itself comes from
  // use(), every render, settled at once when it is already loaded.
  const peek = () => store.peek(pathname);
  useSyncExternalStore(store.subscribe, peek, peek);
  const page = use(store.load(pathname));

  useEffect(() => {
    applyHead(document, headFor(site, page, pathname));
    if (page.status === 404) console.warn(notFoundMessage(pathname));
    if (page.redirect) window.location.replace(page.redirect);
  }, [site, page, pathname]);

  return (
    <PageItemsContext.Provider value={page}>
      <Breadcrumb trail={page.breadcrumb} />
      <PageSections sections={page.sections} />
    </PageItemsContext.Provider>
  );
}
