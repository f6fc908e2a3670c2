import { useCallback } from "react";

/**
 * A ref for the scroll reveal: once the page is interactive, an element still below the viewport waits hidden
 * (data-reveal="pending") and fades in when it comes 50px inside the viewport, once. Elements already in view stay
 * as they are, and nothing is hidden before the script runs or when the visitor prefers reduced motion, so the
 * prerendered page reads completely whether or not its code arrives.
 *
 * Where the element is comes from the observer's first report, not from measuring it here: measuring during
 * hydration would force a layout of the whole page in the middle of React's work.
 */
export function useReveal<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (firstReport) {
          firstReport = false;
          // In view (or above it, scrolled past): it stays as it is.
          if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) observer.disconnect();
          else element.dataset.reveal = "pending";
        } else if (entry.isIntersecting) {
          element.dataset.reveal = "shown";
          observer.disconnect();
        }
      },
      { rootMargin: "-50px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
