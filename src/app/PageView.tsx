import { useEffect } from "react";
import { useLoaderData, useLocation } from "react-router-dom";
import type { PageData } from "../content/types.ts";
import { applyHead, headFor } from "../content/head.ts";
import { PageItemsContext } from "../blocks/page-items-context.tsx";
import { PageSections } from "../blocks/PageSections.tsx";
import { useSite } from "./site-context.tsx";

export function PageView() {
  const page = useLoaderData() as PageData;
  const site = useSite();
  const { pathname } = useLocation();

  useEffect(() => {
    applyHead(document, headFor(site, page, pathname));
    if (page.status === 404) console.warn(`404: there is no page at "${pathname}".`);
  }, [site, page, pathname]);

  return (
    <PageItemsContext.Provider value={page.items}>
      <PageSections sections={page.sections} />
    </PageItemsContext.Provider>
  );
}
