import "@mantine/core/styles.css";
import "@mantine/carousel/styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createRoutes } from "./app/routes.tsx";
import { fetchPageData } from "./app/fetch-page-data.ts";
import { Providers } from "./app/Providers.tsx";

const router = createBrowserRouter(createRoutes(fetchPageData));
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

const container = document.getElementById("root")!;
// Prerendered pages hydrate; the dev server's empty shell renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
