import type { IslandType } from "../../src/site/islands/island-types.ts";
import { propsUrlAttribute } from "../../src/site/shell/island-markers.ts";
import { enhance as carousel } from "../../src/site/blocks/TestimonialCarousel/island.ts";
import { enhance as search } from "../../src/site/blocks/SearchBox/island.ts";
import { enhance as share } from "../../src/site/blocks/ShareButtons/island.ts";

/** The islands that need no React, started on what a test rendered, as the page's script starts them. */
const plainIslands: Partial<Record<IslandType, (element: HTMLElement, props: unknown) => void>> = {
  testimonialCarousel: carousel,
  searchBox: search,
  shareButtons: share,
};

/**
 * `filesOf` answers for the props an island fetches from an address of their own (a search index), as the site's
 * server would.
 */
export function startIslandsIn(root: HTMLElement, filesOf: (url: string) => unknown = () => undefined): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const script = element.nextElementSibling;
    const url = element.getAttribute(propsUrlAttribute);
    const props = url
      ? filesOf(url)
      : script instanceof HTMLScriptElement && script.dataset.islandProps
        ? JSON.parse(script.textContent!)
        : undefined;
    plainIslands[element.dataset.island as IslandType]?.(element, props);
  }
}
