/** Set on an island once its code has taken it over (src/site/shell/start-islands.ts). */
export const liveAttribute = "data-island-live";

/** On an island whose props are a file of their own (a search index, src/site/blocks/SearchBox/search-index.ts): its address. */
export const propsUrlAttribute = "data-island-props-url";
