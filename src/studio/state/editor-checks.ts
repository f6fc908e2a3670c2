import { api, Unreachable } from "../api.ts";
import { set, state } from "./current-state.ts";
import { unsavedChanges } from "./editor-state.ts";

/** How often a server that stopped answering is asked again. */
const retryEvery = 2000;
/**
 * Checks start at least this far apart. A key after a pause is checked at once; while keys come faster (10 ms apart
 * when someone types quickly), the preview and the messages follow about twelve times a second instead of once a
 * key, which would cost a request, a check and a render of the preview for every character.
 */
const checkEvery = 80;

let retrying = false;
/**
 * The server did not answer: say so, keep everything, and ask again quietly until it answers. Beside the checks, as
 * each needs the other: a check that finds no server waits here, and once the server answers the state is checked.
 */
export async function lost() {
  if (!state.reachable || retrying) return;
  set({ reachable: false });
  retrying = true;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, retryEvery));
    try {
      await api.alive();
      break;
    } catch {
      // Still not answering.
    }
  }
  retrying = false;
  set({ reachable: true });
  void runCheck();
}

let checking = false;
let checkAgain = false;
let lastCheckStarted = 0;

/**
 * Checks the unsaved state with the project's validator; one request at a time, always the latest state, and at most
 * one every `checkEvery` ms. Each answer is shown as it comes: while keys come quickly, the preview follows the typing
 * a step behind instead of waiting for it to stop (a save is checked again by the server, whatever the page last heard).
 */
export async function runCheck(): Promise<void> {
  if (checking) {
    checkAgain = true;
    return;
  }
  checking = true;
  try {
    do {
      const wait = lastCheckStarted + checkEvery - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // What changed while it waited is in the state it checks now.
      checkAgain = false;
      lastCheckStarted = Date.now();
      const check = await api.check({
        changes: Object.fromEntries(unsavedChanges(state)),
        preview: state.previewFile ?? undefined,
      });
      set({ check });
    } while (checkAgain);
  } catch (error) {
    // The last answer stays; once the server answers again, the state is checked again.
    if (error instanceof Unreachable) void lost();
  } finally {
    checking = false;
  }
}

/** Where the rest of the site uses a file, which deleting it would break (empty: it may go). */
export async function usedAt(file: string) {
  const answer = await api.check({ changes: Object.fromEntries(unsavedChanges(state)), deleting: file });
  return answer.usedAt ?? [];
}
