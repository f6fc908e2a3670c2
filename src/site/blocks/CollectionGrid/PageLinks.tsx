import { fillTokens } from "../../../core/content/fill-tokens.ts";
import { pageAddress, pageLinkSlots, type Pagination } from "../../../core/content/pagination.ts";
import { useSite } from "../../render-context/site-context.tsx";
import classes from "./PageLinks.module.css";

/**
 * The links under a listing split into pages: the page before, numbered pages (the first, the last and those around
 * this one, with "…" for the rest), the page after. Plain links: each page is an address of its own, prerendered.
 * The words are the site's (labels.pagination); the page shown is marked for screen readers and by its look.
 */
export function PageLinks({ pagination }: { pagination: Pagination }) {
  const labels = useSite().labels.pagination;
  const { number, count, path } = pagination;
  const pageName = (page: number) => fillTokens(labels.page, { page: { number: page, count } });
  return (
    <nav aria-label={labels.navigation}>
      <ul className={classes.list}>
        {number > 1 && (
          <li>
            <a className={classes.link} href={pageAddress(path, number - 1)} rel="prev">
              {labels.previous}
            </a>
          </li>
        )}
        {pageLinkSlots(number, count).map((slot, index) =>
          slot === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page number; its place in the row is what tells the two gaps apart
            <li key={`gap-${index}`} className={classes.gap}>
              …
            </li>
          ) : (
            <li key={slot}>
              <a
                className={classes.link}
                href={pageAddress(path, slot)}
                aria-label={pageName(slot)}
                aria-current={slot === number ? "page" : undefined}
              >
                {slot}
              </a>
            </li>
          ),
        )}
        {number < count && (
          <li>
            <a className={classes.link} href={pageAddress(path, number + 1)} rel="next">
              {labels.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
