import { useCallback } from "react";

/**
 * A ref for the scroll reveal: once the page is interactive, an element still below the viewport waits hidden
 * (data-reveal="pending") and fades in when it comes 50px inside the viewport, once. Elements already in view stay
 * as they are, and nothing is hidden before the script runs or when the visitor prefers reduced motion, so the
 * prerendered page reads completely whether or not its code arrives.
 */
export function useReveal<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = "pending";
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = "shown";
        observer.disconnect();
      },
      { rootMargin: "-50px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
