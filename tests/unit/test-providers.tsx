import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { AddressContext } from "../../src/site/render-context/address-context.tsx";
import { SiteContext } from "../../src/site/render-context/site-context.tsx";
import { cssVariablesResolver, theme } from "../../src/site/theme/theme.ts";
import { PageItemsContext, pageContentOf, type PageContent } from "../../src/site/blocks/page-items-context.tsx";
import { resolveSite } from "../../src/core/content/site-settings.ts";
import {
  collectionNames,
  type CollectionItem,
  type CollectionName,
  type ReferencedItems,
} from "../../src/core/content/types.ts";
import type { Site } from "../../src/core/generated/site-data.ts";

const siteDataDir = join(import.meta.dirname, "../../site-data");

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

function readCollection<C extends CollectionName>(name: C): Record<string, CollectionItem<C>> {
  const dir = join(siteDataDir, "collections", name);
  if (!existsSync(dir)) return {};
  const items = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => readJson<CollectionItem<C>>(join(dir, file)));
  return Object.fromEntries(items.map((item) => [item.id, item]));
}

/** The real site.json, with {company.*} and {year} filled in as the app does. */
export const site = resolveSite(readJson<Site>(join(siteDataDir, "site.json")), new Date().getFullYear());

/** Every item of every collection in site-data/collections/, by id. */
export const allItems = Object.fromEntries(
  collectionNames.map((name) => [name, readCollection(name)]),
) as ReferencedItems;

interface RenderOptions {
  route?: string;
  items?: ReferencedItems;
  /** The whole page content (items, current item, HTML), when a test needs more than items. */
  content?: PageContent;
  /** Another site.json than the real one (e.g. without a form service). */
  siteData?: Site;
}

/** The address a route is shown at, as the app provides it (src/site/app/App.tsx). */
function addressOf(route: string) {
  const url = new URL(route, "http://localhost");
  return { pathname: url.pathname, search: url.search };
}

/** Renders inside the app's providers; Mantine's test environment turns off transitions and portals. */
export function renderWithProviders(
  ui: ReactNode,
  { route = "/", items = allItems, content, siteData = site }: RenderOptions = {},
) {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <MemoryRouter initialEntries={[route]}>
        <AddressContext.Provider value={addressOf(route)}>
          <SiteContext.Provider value={siteData}>
            <PageItemsContext.Provider value={content ?? pageContentOf(items)}>{ui}</PageItemsContext.Provider>
          </SiteContext.Provider>
        </AddressContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
}
