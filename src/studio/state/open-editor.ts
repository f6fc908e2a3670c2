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
  const [workspace, { drafts: kept, unreadable = [] }] = await Promise.all([
    api.workspace(),
    api.drafts().catch(() => ({ drafts: [] as DraftRecord[], unreadable: [] })),
  ]);
  editor.load(workspace);
  // Drafts the server has and cannot read are said (it left them out, and its log has them too).
  editor.draftsUnreadable(unreadable.map(({ message }) => message));
  draftKeeper.start(kept);
  changeFeed.start();
}
