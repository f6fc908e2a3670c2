import { api } from "../api.ts";
import type { DraftRecord } from "../../core/contract/api-types.ts";
import { changeFeed } from "./change-feed.ts";
import { draftKeeper } from "./draft-keeper.ts";
import { editor } from "./editor-store.ts";

/**
 * Opens the editor: the site and the drafts of an earlier visit are read together, before anything is checked (a check
 * of a large site keeps the server busy), so that the offer to restore the drafts comes with the first form, never in
 * the middle of typing. Drafts that cannot be read do not keep the editor from opening.
 */
export async function openEditor() {
  const [workspace, kept] = await Promise.all([
    api.workspace(),
    api.drafts().then(
      (answer) => answer.drafts,
      (): DraftRecord[] => [],
    ),
  ]);
  editor.load(workspace);
  draftKeeper.start(kept);
  changeFeed.start();
}
