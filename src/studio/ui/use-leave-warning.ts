import { useWindowEvent } from "@mantine/hooks";
import { draftKeeper } from "../state/draft-keeper.ts";
import { unsavedChanges } from "../state/editor-state.ts";
import { editor } from "../state/editor-store.ts";

let reloadComing = false;

/**
 * Vite's client reloads the page once its server answers again after stopping: the changes are in the browser's
 * storage by then and offered back after the reload, so that reload is not asked about.
 */
export function expectReload() {
  reloadComing = true;
}

/** Closing or reloading the page with unsaved changes asks first; whatever the answer, the changes are kept as a draft. */
export function useLeaveWarning() {
  useWindowEvent("beforeunload", (event) => {
    draftKeeper.persistNow(true);
    if (reloadComing || unsavedChanges(editor.get()).size === 0) return;
    event.preventDefault();
    // Browsers older than the standard ask only when this is set.
    event.returnValue = true;
  });
  useWindowEvent("pagehide", () => draftKeeper.persistNow(true));
}
