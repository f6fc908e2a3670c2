import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/** What the visitor has typed in the page's search boxes, by the collection each one searches. */
interface PageSearch {
  queries: Record<string, string>;
  setQuery(collection: string, query: string): void;
}

const PageSearchContext = createContext<PageSearch>({ queries: {}, setQuery: () => {} });

/** Lets a search box and the grids of the same collection on a page share what was typed. */
export function PageSearchProvider({ children }: { children: ReactNode }) {
  const [queries, setQueries] = useState<Record<string, string>>({});
  const value = useMemo<PageSearch>(() => ({ queries, setQuery: (collection, query) => setQueries((current) => ({ ...current, [collection]: query })) }), [queries]);
  return <PageSearchContext.Provider value={value}>{children}</PageSearchContext.Provider>;
}

export function usePageSearch(collection: string): [string, (query: string) => void] {
  const { queries, setQuery } = useContext(PageSearchContext);
  return [queries[collection] ?? "", (query: string) => setQuery(collection, query)];
}

/** Whether every word the visitor typed appears in one of the texts (case and accents ignored). */
export function matchesQuery(query: string, texts: (string | undefined)[]): boolean {
  const normalise = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const haystack = normalise(texts.filter(Boolean).join(" "));
  return words.every((word) => haystack.includes(word));
}
