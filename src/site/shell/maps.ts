/** Marks a map's box (src/site/blocks/MapEmbed/MapEmbed.tsx): its value is the interactive map's address, its title the frame's. */
export const mapAttribute = "data-map";
export const mapTitleAttribute = "data-map-title";
/** Set on the box once the interactive map has loaded over the picture ("loaded"), or when it cannot ("unreachable"). */
export const mapStateAttribute = "data-map-state";

/**
 * A small file of the map's site: when it loads, the site can be reached and the map is worth asking for. The query
 * keeps it apart from a page's own icon, which some tools treat specially (Playwright does not intercept it).
 */
export const mapProbe = "https://www.openstreetmap.org/favicon.ico?map";

/**
 * The interactive map, over the picture of the area the page already shows. As the box nears the screen, the page
 * asks OpenStreetMap for its small icon first: a frame that cannot load would show the browser's error page over
 * the picture, so the frame is only made when the icon arrives, and shown only once it has loaded. Offline, blocked,
 * or with the browser's data saver on, the picture stays, with its links.
 */
export function enhanceMaps(): void {
  const boxes = document.querySelectorAll<HTMLElement>(`[${mapAttribute}]`);
  if (!boxes.length || typeof IntersectionObserver === "undefined") return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        loadMap(entry.target as HTMLElement);
      }
    },
    { rootMargin: "300px 0px" },
  );
  for (const box of boxes) observer.observe(box);
}

function loadMap(box: HTMLElement): void {
  const probe = new Image();
  probe.onerror = () => box.setAttribute(mapStateAttribute, "unreachable");
  probe.onload = () => {
    const frame = document.createElement("iframe");
    frame.title = box.getAttribute(mapTitleAttribute) ?? "";
    frame.referrerPolicy = "no-referrer-when-downgrade";
    frame.addEventListener("load", () => box.setAttribute(mapStateAttribute, "loaded"), { once: true });
    frame.src = box.getAttribute(mapAttribute)!;
    box.append(frame);
  };
  probe.src = mapProbe;
}
