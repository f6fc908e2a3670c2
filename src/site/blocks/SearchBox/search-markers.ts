/** The parts of a searchBox block its island takes over (src/site/blocks/SearchBox/SearchBox.tsx, src/site/blocks/SearchBox/island.ts). */
export const searchMarkers = {
  field: "data-search-field",
  results: "data-search-results",
  list: "data-search-list",
  none: "data-search-none",
  /** A hidden list holding one result, with its slots, to copy. */
  template: "data-search-template",
  slot: "data-slot",
} as const;

/** One thing a searchBox can list, as its island receives it. */
export interface SearchEntry {
  title: string;
  /** Plain text under the title. */
  text?: string;
  /** Sanitised HTML under the title (an FAQ's answer, rendered from Markdown at build time). */
  html?: string;
  /** Where the result leads. */
  href?: string;
  /**
   * What it is found by, normalised (src/site/blocks/SearchBox/search-match.ts), when that is more than its title and text (an
   * FAQ's answer): left out otherwise, the island works it out, and an index of every post is half the size.
   */
  searchText?: string;
}

/** What a searchBox's island receives: everything it can find, and how many results it lists at most. */
export interface SearchProps {
  entries: SearchEntry[];
  shown: number;
}
