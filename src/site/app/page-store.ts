import type { PageData } from "../../core/content/types.ts";
import { pageDataUrl } from "../../core/content/page-data-url.ts";

/** How an address's page data is obtained: from the site data when prerendering, over HTTP in `npm run dev`. */
export type LoadPage = (pathname: string) => Promise<PageData>;

/**
 * The pages loaded, by address. Rendering reads `peek` and, for an address not loaded yet, waits on `load` (React's
 * use()). The prerender hands each page its data; the dev server's page fetches it, and reloads it in place when a
 * site-data file is saved.
 */
export interface PageStore {
  peek(pathname: string): PageData | undefined;
  load(pathname: string): Promise<PageData>;
  /**
   * Loads `pathname` afresh, forgets every other page, then tells subscribers (the dev server's live data edits). A
   * failure is kept as the page's answer, so the page shows it in place of what it showed, until the next reload.
   */
  reload(pathname: string): Promise<void>;
  /** Goes up by one at every reload: after a failure, the page tries again when it changes. */
  version(): number;
  subscribe(listener: () => void): () => void;
}

export function createPageStore(loadPage: LoadPage, first?: { pathname: string; page: PageData }): PageStore {
  const pages = new Map<string, PageData>();
  const pending = new Map<string, Promise<PageData>>();
  const listeners = new Set<() => void>();
  const failed = new Set<string>();
  let version = 0;
  if (first) pages.set(pageDataUrl(first.pathname), first.page);

  /**
   * A loaded page as a promise React's use() reads at once: marked settled the way React marks the promises it has
   * seen, so rendering never suspends for a page that is already here (and never calls use() only sometimes).
   */
  const settled = new WeakMap<PageData, Promise<PageData>>();
  const settledPromise = (page: PageData) => {
    let promise = settled.get(page);
    if (!promise) {
      promise = Object.assign(Promise.resolve(page), { status: "fulfilled", value: page });
      settled.set(page, promise);
    }
    return promise;
  };

  return {
    peek: (pathname) => pages.get(pageDataUrl(pathname)),
    load(pathname) {
      const key = pageDataUrl(pathname);
      const loaded = pages.get(key);
      if (loaded) return settledPromise(loaded);
      // A failure stays put while React renders its error screen (asking again would loop), and is forgotten
      // once the visitor goes elsewhere, so that coming back tries again.
      for (const other of failed) {
        if (other === key) continue;
        pending.delete(other);
        failed.delete(other);
      }
      let promise = pending.get(key);
      if (!promise) {
        promise = loadPage(pathname).then(
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
      const key = pageDataUrl(pathname);
      const answer = await loadPage(pathname).then(
        (page) => ({ page }),
        (error: unknown) => ({ error }),
      );
      pages.clear();
      pending.clear();
      failed.clear();
      if ("page" in answer) pages.set(key, answer.page);
      else {
        const rejected = Promise.reject(answer.error);
        // React reads it when the page renders again; until then it is not an unhandled rejection.
        rejected.catch(() => undefined);
        pending.set(key, rejected);
        failed.add(key);
      }
      version += 1;
      listeners.forEach((listener) => void listener());
    },
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
