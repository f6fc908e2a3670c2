import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "./app/App.tsx";
import { createPageStore } from "./app/page-store.ts";
import { site } from "./app/site.ts";
import { loadBlockComponents } from "./blocks/block-components.ts";
import { loadCardsFor } from "./blocks/cards/card-for.tsx";
import type { PageData } from "./content/types.ts";

export { site };
export { themeCss } from "./app/theme-css.tsx";
export const buildYear = __BUILD_YEAR__;

/**
 * Renders one address to HTML. No hydration data is written into the page: the browser fetches the same page data
 * from /_data/ (preloaded from the <head>), which keeps the HTML small and free of inline scripts.
 */
export async function render(pathname: string, page: PageData): Promise<string> {
  await Promise.all([loadBlockComponents(page.sections), loadCardsFor(page.sections)]);
  const store = createPageStore(() => Promise.reject(new Error("Prerendering loads no other page.")), { pathname, page });
  return renderToString(
    <StaticRouter location={pathname}>
      <App store={store} />
    </StaticRouter>,
  );
}
