import { createContext, use, useContext, useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { applyHead, headFor } from "../content/head.ts";
import { PageItemsContext } from "../blocks/page-items-context.tsx";
import { PageSections } from "../blocks/PageSections.tsx";
import { PageSearchProvider } from "../blocks/page-search-context.tsx";
import type { PageStore } from "./page-store.ts";
import { useSite } from "./site-context.tsx";
import { Breadcrumb } from "./Breadcrumb.tsx";

export const PageStoreContext = createContext<PageStore | null>(null);

/** The page at the current address: its blocks, its <head>, and a console note when it is a not-found page. */
export function PageView() {
  const store = useContext(PageStoreContext);
  if (!store) throw new Error("PageView must be rendered inside <PageStoreContext.Provider>.");
  const { pathname } = useLocation();
  const site = useSite();
  const peek = () => store.peek(pathname);
  const loaded = useSyncExternalStore(store.subscribe, peek, peek);
  const page = loaded ?? use(store.load(pathname));
  const navigate = useNavigate();

  useEffect(() => {
    applyHead(document, headFor(site, page, pathname));
    if (page.status === 404) console.warn(`404: there is no page at "${pathname}".`);
  }, [site, page, pathname]);

  // An old address (e.g. /careers/<id>) moves on to where the page now lives, replacing itself in the history. Its
  // sections (a short note with a link) are rendered first, exactly as prerendered, so hydration matches.
  useEffect(() => {
    if (page.redirect) void navigate(page.redirect, { replace: true });
  }, [page.redirect, navigate]);

  return (
    <PageItemsContext.Provider value={page}>
      <Breadcrumb trail={page.breadcrumb} />
      {/* What is typed in a page's search box belongs to that page: a new address starts empty. */}
      <PageSearchProvider key={pathname}>
        <PageSections sections={page.sections} />
      </PageSearchProvider>
    </PageItemsContext.Provider>
  );
}
