import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { createRoutes, type LoadPage } from "./app/routes.tsx";
import { Providers } from "./app/Providers.tsx";
import { site } from "./app/site.ts";

export { site };
export const buildYear = __BUILD_YEAR__;

/** Renders one address to HTML, with the router's hydration data, using `loadPage` for its content. */
export async function render(url: string, loadPage: LoadPage): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(createRoutes(loadPage));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Prerendering ${url} answered with a redirect to ${context.headers.get("Location")}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} />
      </Providers>
    </StrictMode>,
  );
  return { html, status: context.statusCode };
}
