/**
 * Browsers that read the server's Speculation-Rules header (src/core/serving/speculation-rules.ts) prefetch and prerender
 * the next page themselves. Others get the same head start from this: a page link the visitor points at, touches
 * or tabs to is fetched into the cache, so the click that follows loads from it. Never when the visitor asks to
 * save data.
 */
export function prefetchOnIntent(): void {
  if (HTMLScriptElement.supports?.("speculationrules")) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const fetched = new Set<string>([window.location.href.split("#")[0]]);
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || link.origin !== window.location.origin || link.target || link.hasAttribute("download")) return;
    const url = link.href.split("#")[0];
    if (fetched.has(url)) return;
    fetched.add(url);
    document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", href: url }));
  };
  for (const type of ["pointerover", "touchstart", "focusin"])
    document.addEventListener(type, prefetch, { passive: true, capture: true });
}
