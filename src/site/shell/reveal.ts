/** Marks an element that fades in and rises as it is scrolled into view (src/site/blocks/parts/RevealCard.tsx). */
export const revealAttribute = "data-reveal";

/**
 * The scroll reveal: an element still below the viewport when the page starts waits hidden ("pending") and fades
 * in when it comes 50px inside the viewport, once. Elements already in view stay as they are, and nothing is
 * hidden without this script or when the visitor prefers reduced motion, so the page reads completely either way.
 * Where an element is comes from the observer's first report, not from measuring it (which would force a layout).
 */
export function startReveal(): void {
  if (typeof IntersectionObserver === "undefined" || window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    return;
  const firstReport = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (!firstReport.has(element)) {
          firstReport.add(element);
          // In view, or above it (scrolled past): it stays as it is.
          if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) observer.unobserve(element);
          else element.setAttribute(revealAttribute, "pending");
        } else if (entry.isIntersecting) {
          element.setAttribute(revealAttribute, "shown");
          observer.unobserve(element);
        }
      }
    },
    { rootMargin: "-50px 0px" },
  );
  for (const element of document.querySelectorAll(`[${revealAttribute}]`)) observer.observe(element);
}
