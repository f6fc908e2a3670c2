import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "./app/App.tsx";
import { createPageStore } from "./app/page-store.ts";
import { site } from "./app/site.ts";
import type { PageData } from "./content/types.ts";
import { ImageManifestContext } from "./blocks/parts/image-manifest-context.tsx";
import type { ImageManifest } from "./images/responsive-image.ts";

export { site };
export { themeCss } from "./app/theme-css.tsx";
export { takePayloads } from "./islands/island-payloads.ts";
export const buildYear = __BUILD_YEAR__;

/**
 * Renders one address to HTML: the whole page, every block. In the browser only the islands run code, each with
 * the props it carries beside its HTML (src/islands/Island.tsx); nothing else hydrates. Images are written as the
 * build made them (`images`, src/build/build-images.ts).
 */
export function render(pathname: string, page: PageData, images: ImageManifest): string {
  const store = createPageStore(() => Promise.reject(new Error("Prerendering loads no other page.")), { pathname, page });
  return renderToString(
    <ImageManifestContext.Provider value={images}>
      <StaticRouter location={pathname}>
        <App store={store} />
      </StaticRouter>
    </ImageManifestContext.Provider>,
  );
}
