import { carouselMarkers } from "./carousel-markers.ts";

/**
 * Previous/next for a row that scrolls and snaps by itself (the browser does the moving, the swiping and the
 * snapping): each press moves one card, and with looping, going past an end comes round to the other. The arrow
 * keys do the same anywhere in the carousel.
 */
export function enhance(element: HTMLElement): void {
  const carousel = element.firstElementChild as HTMLElement | null;
  const row = element.querySelector<HTMLElement>(`[${carouselMarkers.row}]`);
  if (!carousel || !row) return;
  const loop = carousel.hasAttribute(carouselMarkers.loop);

  const move = (direction: 1 | -1) => {
    const slide = row.firstElementChild as HTMLElement | null;
    if (!slide) return;
    const step = slide.getBoundingClientRect().width + parseFloat(getComputedStyle(row).columnGap || "0");
    const end = row.scrollWidth - row.clientWidth;
    // At an end means less than half a card from it: the row may still be gliding there from the last press.
    if (loop && direction === 1 && row.scrollLeft >= end - step / 2) row.scrollTo({ left: 0 });
    else if (loop && direction === -1 && row.scrollLeft <= step / 2) row.scrollTo({ left: end });
    else row.scrollBy({ left: direction * step });
  };

  element.querySelector(`[${carouselMarkers.previous}]`)?.addEventListener("click", () => move(-1));
  element.querySelector(`[${carouselMarkers.next}]`)?.addEventListener("click", () => move(1));
  carousel.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    move(event.key === "ArrowRight" ? 1 : -1);
  });
}
