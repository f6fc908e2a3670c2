/**
 * The islands: the only blocks whose code runs in the browser, how each is loaded, and when. Every other block is
 * HTML and CSS alone (details for accordions, radio buttons for tabs, links, forms that post). An island's
 * component wraps its markup in <Island type="..."> (src/site/islands/Island.tsx); its module, the block folder's island.ts
 * (island.tsx for the form, a React island), exports `enhance`, which takes the prerendered element (and its props)
 * over, and `loads`, when its code is fetched; the others need no framework.
 *
 * `when` (the module's `loads`): "visible" loads the code as the island nears the viewport (it is small); "interaction" waits for the
 * visitor to touch or focus it: the form's code is React and Mantine, and a form works without it meanwhile (its
 * fields take typing, its button posts it); the search's index of everything it finds (every post) is a site file of
 * its own (src/site/blocks/SearchBox/search-index.ts), fetched only by a visitor who starts to search, whose typing
 * is searched as soon as it arrives.
 */
import { generatedIslands } from "../generated/islands.ts";
import type { IslandType } from "./island-types.ts";

export interface IslandModule {
  /** What it returns (a React root, for one) is the module's own business: the page ignores it. */
  enhance(element: HTMLElement, props: unknown): unknown;
}

/** One per block folder with an island.ts (src/pipeline/block-folders.ts): its module, and when it loads. */
export const islands = generatedIslands satisfies Record<
  IslandType,
  { load: () => Promise<IslandModule>; when: "visible" | "interaction" }
>;
