/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run gen:types` from the block folders (src/pipeline/block-folders.ts): the islands, one per block folder with an island.ts.
 */
/** The block types that are islands. */
export type IslandType = "form" | "searchBox" | "shareButtons" | "testimonialCarousel";

/** The islands whose code is React components (island.tsx); the others take over the prerendered HTML with DOM code. */
export const reactIslands: ReadonlySet<IslandType> = new Set<IslandType>(["form"]);

/** Each island's module, loaded in the browser when its block nears the screen or is touched (its `loads`). */
export const generatedIslands = {
  form: { load: () => import("../blocks/Form/island.tsx"), when: "interaction" },
  searchBox: { load: () => import("../blocks/SearchBox/island.ts"), when: "interaction" },
  shareButtons: { load: () => import("../blocks/ShareButtons/island.ts"), when: "visible" },
  testimonialCarousel: { load: () => import("../blocks/TestimonialCarousel/island.ts"), when: "visible" },
} as const;
