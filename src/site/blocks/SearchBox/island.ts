import { matchesQuery, normaliseForSearch } from "./search-match.ts";
import { searchMarkers, type SearchEntry, type SearchProps } from "./search-markers.ts";

/** A result copied from the one the block prerendered (so it looks exactly like the rest of the site). */
function resultElement(template: HTMLElement, entry: SearchEntry): Node {
  const result = template.firstElementChild!.cloneNode(true) as HTMLElement;
  const slot = (name: string) => result.querySelector<HTMLElement>(`[${searchMarkers.slot}="${name}"]`)!;
  const link = slot("link");
  if (entry.href) {
    link.setAttribute("href", entry.href);
    link.textContent = entry.title;
  } else {
    link.replaceWith(entry.title);
  }
  if (entry.text) slot("text").textContent = entry.text;
  else slot("text").remove();
  // Rendered from Markdown and sanitised by an allow-list when the site was built.
  if (entry.html) slot("html").innerHTML = entry.html;
  else slot("html").remove();
  return result;
}

/** Lists what matches under the field: at most `shown` results, or the "no results" words. */
function listResults(
  element: HTMLElement,
  entries: (SearchEntry & { searchText: string })[],
  shown: number,
  query: string,
) {
  const list = element.querySelector<HTMLElement>(`[${searchMarkers.list}]`)!;
  const none = element.querySelector<HTMLElement>(`[${searchMarkers.none}]`)!;
  const heading = element.querySelector<HTMLElement>(`[${searchMarkers.results}] > h3`);
  const template = element.querySelector<HTMLElement>(`[${searchMarkers.template}]`)!;
  const searching = query.trim() !== "";
  const found = searching ? entries.filter((entry) => matchesQuery(query, entry.searchText)) : [];
  list.replaceChildren(...found.slice(0, shown).map((entry) => resultElement(template, entry)));
  none.hidden = !searching || found.length > 0;
  if (heading) heading.hidden = !searching;
}

/** When the page fetches this code (src/site/islands/island-registry.ts). */
export const loads = "interaction";

/**
 * The search as the visitor types: what matches is listed under the field (posts on the blog, FAQs and articles in
 * the support centre). Whatever was typed before this code arrived is searched at once.
 */
export function enhance(element: HTMLElement, props: unknown): void {
  const search = props as SearchProps;
  const field = element.querySelector<HTMLInputElement>(`[${searchMarkers.field}]`);
  if (!field) return;
  const entries = search.entries.map((entry) => ({
    ...entry,
    searchText: entry.searchText ?? normaliseForSearch([entry.title, entry.text].filter(Boolean).join(" ")),
  }));
  const run = () => listResults(element, entries, search.shown, field.value);
  field.addEventListener("input", run);
  field.form?.addEventListener("submit", (event) => {
    event.preventDefault();
    run();
  });
  if (field.value) run();
}
