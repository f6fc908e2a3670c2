import type { PageData } from "../content/types.ts";
import { pageDataUrl } from "../content/page-data-url.ts";
import { loadBlockComponents } from "../blocks/block-components.ts";

/** How an address's page data is obtained: over HTTP in the browser. */
export type LoadPage = (pathname: string) => Promise<PageData>;

/**
 * The pages this visit has loaded, by address. A page counts as loaded once its data and the code of its blocks
 * are here, so it renders in one go and never flashes a fallback. Rendering reads `peek` and, for an address not
 * loaded yet, waits on `load` (React's use() inside the router's transition keeps the previous page on screen).
 */
export interface PageStore {
  peek(pathname: string): PageData | undefined;
  load(pathname: string): Promise<PageData>;
  /** Loads `pathname` afresh, forgets every other page, then tells subscribers (the dev server's live data edits). */
  reload(pathname: string): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function createPageStore(loadPage: LoadPage, first?: { pathname: string; page: PageData }): PageStore {
  const pages = new Map<string, PageData>();
  const pending = new Map<string, Promise<PageData>>();
  const listeners = new Set<() => void>();
  const failed = new Set<string>();
  if (first) pages.set(pageDataUrl(first.pathname), first.page);

  async function loadReady(pathname: string): Promise<PageData> {
    const page = await loadPage(pathname);
    await loadBlockComponents(page.sections);
    return page;
  }

  return {
    peek: (pathname) => pages.get(pageDataUrl(pathname)),
    load(pathname) {
      const key = pageDataUrl(pathname);
      // A failure stays put while React renders its error screen (asking again would loop), and is forgotten
      // once the visitor goes elsewhere, so that coming back tries again.
      for (const other of failed) if (other !== key) (pending.delete(other), failed.delete(other));
      let promise = pending.get(key);
      if (!promise) {
        promise = loadReady(pathname).then(
          (page) => {
            pages.set(key, page);
            return page;
          },
          (error: unknown) => {
            failed.add(key);
            throw error;
          },
        );
        pending.set(key, promise);
      }
      return promise;
    },
    async reload(pathname) {
      const page = await loadReady(pathname);
      pages.clear();
      pending.clear();
      pages.set(pageDataUrl(pathname), page);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
