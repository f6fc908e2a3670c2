import { carouselMarkers } from "./carousel-markers.ts";

/**
 * Previous/next for a row that scrolls and snaps by itself (the browser does the moving, the swiping and the
 * snapping): each press moves one card, and with looping, going past an end comes round to the other. The arrow
 * keys do the same anywhere in the carousel. Presses made while the row is still gliding count from where it is
 * going, not from where it happens to be.
 */
/**
 * Presses glide, unless the visitor asks for less motion. Not CSS `scroll-behavior: smooth` on the row: with it,
 * Chromium animates the row's first snap as the page loads, counts that as a scroll, and stops measuring the
 * page's Largest Contentful Paint (Lighthouse then reports NO_LCP for the page).
 */
const glide = (): ScrollBehavior => (matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");

/** When the page fetches this code (src/site/islands/island-registry.ts). */
export const loads = "visible";

export function enhance(element: HTMLElement): void {
  const carousel = element.firstElementChild as HTMLElement | null;
  const row = element.querySelector<HTMLElement>(`[${carouselMarkers.row}]`);
  if (!carousel || !row) return;
  const loop = carousel.hasAttribute(carouselMarkers.loop);
  let heading: number | null = null;
  let settle: ReturnType<typeof setTimeout> | undefined;

  const move = (direction: 1 | -1) => {
    const slide = row.firstElementChild as HTMLElement | null;
    if (!slide) return;
    const step = slide.getBoundingClientRect().width + parseFloat(getComputedStyle(row).columnGap || "0");
    const end = row.scrollWidth - row.clientWidth;
    // The last card position is the end of the row (the last cards fill the view there).
    const last = Math.ceil(end / step - 0.01);
    const from = heading ?? Math.min(Math.round(row.scrollLeft / step), last);
    let to = from + direction;
    if (to > last) to = loop ? 0 : last;
    if (to < 0) to = loop ? last : 0;
    heading = to;
    row.scrollTo({ left: Math.min(to * step, end), behavior: glide() });
    // Once it has arrived, the row's own position counts again (a swipe may have moved it since).
    clearTimeout(settle);
    settle = setTimeout(() => (heading = null), 700);
  };

  element.querySelector(`[${carouselMarkers.previous}]`)?.addEventListener("click", () => move(-1));
  element.querySelector(`[${carouselMarkers.next}]`)?.addEventListener("click", () => move(1));
  carousel.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    move(event.key === "ArrowRight" ? 1 : -1);
  });
}
