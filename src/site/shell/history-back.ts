/** A link that goes back where the visitor came from (the form they sent, with what they typed still in it). */
export const historyBackAttribute = "data-history-back";

/**
 * Makes such links the browser's Back: a page brought back from the history keeps what was typed into its form,
 * where following the link's address would open the form empty. Without scripts, the link still opens the form.
 */
export function enhanceHistoryBack(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[${historyBackAttribute}]`);
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    // Only when the page before is this site's (the form): else the link's own address.
    if (window.history.length < 2 || !document.referrer.startsWith(window.location.origin)) return;
    event.preventDefault();
    window.history.back();
  });
}
