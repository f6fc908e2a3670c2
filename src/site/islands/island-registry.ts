/**
 * The islands: the only blocks whose code runs in the browser, how each is loaded, and when. Every other block is
 * HTML and CSS alone (details for accordions, radio buttons for tabs, links, forms that post). An island's
 * component wraps its markup in <Island type="..."> (src/site/islands/Island.tsx); its module, listed here, exports
 * `enhance`, which takes the prerendered element (and its props) over. The form is a React island, whose module is the
 * root of a React tree with the site's theme and so stays here (a block never imports src/site/app/); the others need
 * no framework, and their code is in their block's folder, beside the block and the markers they share.
 *
 * `when`: "visible" loads the code as the island nears the viewport (it is small); "interaction" waits for the
 * visitor to touch or focus it: the form's code is React and Mantine, and a form works without it meanwhile (its
 * fields take typing, its button posts it); the search's index of everything it finds (every post) is a site file of
 * its own (src/site/blocks/SearchBox/search-index.ts), fetched only by a visitor who starts to search, whose typing
 * is searched as soon as it arrives.
 */
import type { IslandType } from "./island-types.ts";

export interface IslandModule {
  /** What it returns (a React root, for one) is the module's own business: the page ignores it. */
  enhance(element: HTMLElement, props: unknown): unknown;
}

export const islands = {
  form: { load: () => import("./form-island.tsx"), when: "interaction" },
  testimonialCarousel: { load: () => import("../blocks/TestimonialCarousel/carousel.ts"), when: "visible" },
  searchBox: { load: () => import("../blocks/SearchBox/search.ts"), when: "interaction" },
  shareButtons: { load: () => import("../blocks/ShareButtons/share.ts"), when: "visible" },
} satisfies Record<IslandType, { load: () => Promise<IslandModule>; when: "visible" | "interaction" }>;
