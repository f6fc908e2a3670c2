import { useCallback } from "react";

/**
 * A ref that sets data-revealed on the element once it is 50px inside the viewport, then stops watching.
 * CSS hides unrevealed elements only under :root[data-motion="on"], so content never depends on this running.
 */
export function useReveal<T extends HTMLElement>() {
  return useCallback((element: T | null) => {
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.revealed = "";
        observer.disconnect();
      },
      { rootMargin: "-50px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
