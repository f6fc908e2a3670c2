import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "./app/App.tsx";
import { createPageStore } from "./app/page-store.ts";
import type { PageData } from "../core/content/types.ts";
import type { Site } from "../core/generated/site-data.ts";
import { ImageManifestContext } from "./blocks/parts/image-manifest-context.tsx";
import type { ImageManifest } from "../core/images/responsive-image.ts";

export { themeCss } from "./app/theme-css.tsx";

/**
 * Renders one address to HTML: the whole page, every block. In the browser only the islands run code, each with
 * the props it carries beside its HTML (src/site/islands/Island.tsx); nothing else hydrates. Everything the page shows comes
 * in as data: the page's data, the images as the build made them (`images`, src/pipeline/build-images.ts) and the site
 * settings with their placeholders filled in (`site`, src/core/content/site-settings.ts), so that a change of site data
 * never needs a new bundle.
 */
export function render(pathname: string, page: PageData, images: ImageManifest, site: Site): string {
  const store = createPageStore(() => Promise.reject(new Error("Prerendering loads no other page.")), {
    pathname,
    page,
  });
  return renderToString(
    <ImageManifestContext.Provider value={images}>
      <StaticRouter location={pathname}>
        <App store={store} site={site} />
      </StaticRouter>
    </ImageManifestContext.Provider>,
  );
}
