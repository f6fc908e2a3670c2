import { data, type RouteObject } from "react-router-dom";
import type { PageData } from "../content/types.ts";
import { Layout } from "./Layout.tsx";
import { PageView } from "./PageView.tsx";
import { RouteError } from "./RouteError.tsx";

/** How an address's page data is obtained: from site data at build time, over HTTP in the browser. */
export type LoadPage = (pathname: string, signal: AbortSignal) => Promise<PageData>;

/**
 * One layout route around a catch-all page route: which page answers which address is decided by
 * the site data (page paths and collections), not by code.
 */
export function createRoutes(loadPage: LoadPage): RouteObject[] {
  return [
    {
      id: "root",
      Component: Layout,
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
      children: [
        {
          id: "page",
          path: "*",
          loader: async ({ request }) => {
            const page = await loadPage(new URL(request.url).pathname, request.signal);
            return data(page, { status: page.status });
          },
          Component: PageView,
        },
      ],
    },
  ];
}
