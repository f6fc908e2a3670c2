import type { ItemSource, Page, SearchBoxBlock } from "../../../core/generated/site-data.ts";
import type { SearchEntry, SearchProps } from "./search-markers.ts";
import { normaliseForSearch } from "./search-match.ts";
import { blocksIn } from "../../../core/content/blocks-and-sources.ts";
import { fillTokens } from "../../../core/content/fill-tokens.ts";
import { filledList, siteScopesOf } from "../../../core/content/filled-items.ts";
import { selectItems, type AnyItem } from "../../../core/content/item-source.ts";
import { renderMarkdown } from "../../../core/content/markdown.ts";
import { detailFolder, itemAddress } from "../../../core/page-paths/path-pattern.ts";
import { textHash } from "../../../core/content/text-hash.ts";
import type { CollectionName, SiteData } from "../../../core/content/types.ts";

/**
 * A search box's index (every post, every FAQ it can find) is a file of its own, beside the pages, which its island
 * fetches when the visitor starts to search. It is named by what it searches (the block's sources), not by what it
 * holds: a new post changes the index, not the pages that name it, so a build after a new post renders only the
 * pages that show it. Browsers check the file again when they use it (a quick "not modified" while it has not changed).
 */
export const searchIndexFolder = "_search";

/** At most this many results are listed. */
const shownResults = 8;

/** The address of the index of a search over these sources. */
export const searchIndexPath = (finds: ItemSource[]): string =>
  `/${searchIndexFolder}/${textHash(JSON.stringify(finds))}.json`;

const text = (item: AnyItem, field: string) => (typeof item[field] === "string" ? (item[field] as string) : undefined);

/**
 * What a search can find in one collection's items: FAQs by question and answer, others by title and summary (what
 * the island searches when an entry has no searchText), each leading to its page.
 */
function entriesOf(collection: string, items: AnyItem[], folder: string | undefined): SearchEntry[] {
  if (collection === "faqs") {
    return items.map((faq) => ({
      title: text(faq, "question")!,
      html: renderMarkdown(text(faq, "answer")!),
      searchText: normaliseForSearch(`${text(faq, "question")} ${text(faq, "answer")}`),
    }));
  }
  return items.map((item) => ({
    title: (text(item, "title") ?? text(item, "name"))!,
    text: text(item, "excerpt") ?? text(item, "description"),
    href: folder && itemAddress(folder, item),
  }));
}

/** Each collection's item pages: the first page of its items that is not a redirect. */
function itemFolders(pages: Page[]): Partial<Record<CollectionName, string>> {
  const folders: Partial<Record<CollectionName, string>> = {};
  for (const page of pages) if (page.collection && !page.redirect) folders[page.collection] ??= detailFolder(page.path);
  return folders;
}

/** Every search box of the site (its sources, as written), once per distinct set of sources. */
function searchesOf(siteData: SiteData): ItemSource[][] {
  const searches = new Map<string, ItemSource[]>();
  for (const page of siteData.pages) {
    for (const block of blocksIn([page.sections, page.notFound?.sections ?? []])) {
      if (block.type === "searchBox")
        searches.set(
          searchIndexPath((block as unknown as SearchBoxBlock).finds),
          (block as unknown as SearchBoxBlock).finds,
        );
    }
  }
  return [...searches.values()];
}

/**
 * The index of a search over `finds`, with placeholders filled in. A search box is the same on every page that has it
 * (the blog's, on each of its pages): its sources select from the whole site, never from a page's own item.
 */
export function searchIndex(siteData: SiteData, finds: ItemSource[], year: number): SearchProps {
  const scopes = siteScopesOf(siteData, year);
  const folders = itemFolders(siteData.pages);
  const entries = finds.flatMap((written) => {
    const source = fillTokens(written, scopes.values);
    const items = selectItems(
      source,
      filledList(siteData.collections[source.collection] as unknown as AnyItem[], scopes),
      null,
    );
    return entriesOf(source.collection, items, folders[source.collection]);
  });
  return { entries, shown: shownResults };
}

/** Every search index of the site, by its path under dist/ ("_search/<name>.json"). */
export function searchIndexes(siteData: SiteData, year: number): [string, string][] {
  return searchesOf(siteData).map((finds) => [
    searchIndexPath(finds).slice(1),
    JSON.stringify(searchIndex(siteData, finds, year)),
  ]);
}

/** The index at this address (as the dev server and the editor's preview serve it), or undefined. */
export function searchIndexAt(siteData: SiteData, path: string, year: number): SearchProps | undefined {
  const finds = searchesOf(siteData).find((candidate) => searchIndexPath(candidate) === path);
  return finds && searchIndex(siteData, finds, year);
}
