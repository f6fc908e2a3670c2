/** The block types that are islands (src/site/islands/island-registry.ts says how each loads). */
export type IslandType = "form" | "testimonialCarousel" | "searchBox" | "shareButtons";

/** The islands whose code is React components (the rest take over the prerendered HTML with plain DOM code). */
export const reactIslands: ReadonlySet<IslandType> = new Set<IslandType>(["form"]);
