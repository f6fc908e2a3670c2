import { shareMarkers } from "./share-markers.ts";

/** How long "Link copied" stays on screen. */
const copiedMessageMs = 3000;

/** When the page fetches this code (src/site/islands/island-registry.ts). */
export const loads = "visible";

/**
 * "Copy link": copies the page's address with the Clipboard API and says so for a few seconds. Without the API (an
 * old browser, a page not served over HTTPS) or when it refuses, shows the address in a field, selected, ready to
 * copy by hand. The share links around it are plain links and need none of this.
 */
export function enhance(element: HTMLElement): void {
  const item = element.querySelector<HTMLElement>(`[${shareMarkers.copyItem}]`);
  const button = element.querySelector<HTMLButtonElement>(`[${shareMarkers.copyButton}]`);
  const manual = element.querySelector<HTMLElement>(`[${shareMarkers.manualCopy}]`);
  const field = manual?.querySelector("input");
  const status = element.querySelector<HTMLElement>(`[${shareMarkers.status}]`);
  if (!item || !button || !field) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener("click", async () => {
    try {
      if (!navigator.clipboard) throw new Error("No Clipboard API");
      await navigator.clipboard.writeText(field.value);
    } catch {
      manual!.hidden = false;
      field.focus();
      field.select();
      return;
    }
    if (!status) return;
    status.textContent = status.getAttribute(shareMarkers.status);
    clearTimeout(timer);
    timer = setTimeout(() => (status.textContent = ""), copiedMessageMs);
  });
  item.hidden = false;
}
