import { api, Unreachable } from "../api.ts";
import type { Conflict } from "../../core/contract/api-types.ts";
import { editor } from "./editor-store.ts";

/**
 * Follows what changes on disk while the editor is open (others' publishes, a `git pull`): the server is asked every
 * `askEvery` for the files changed since the last answer (GET /api/changes), and the editor takes them in
 * (editor.receive): open forms show them, drafts are merged with them. One request at a time; none while the server
 * does not answer (the editor asks it again by itself) or while the page is hidden (asked at once when it shows again).
 */

const askEvery = 1500;

let timer: ReturnType<typeof setTimeout> | undefined;
let asking = false;

async function ask() {
  timer = undefined;
  const state = editor.get();
  if (asking || !state.loaded || !state.reachable || document.hidden) return later();
  asking = true;
  try {
    const answer = await api.changes(state.seq);
    if (answer.readAgain) await readAgain();
    else editor.receive(answer.files);
    editor.followed(answer.seq);
  } catch (error) {
    if (error instanceof Unreachable) editor.unreachable();
  } finally {
    asking = false;
  }
  later();
}

/** The server forgot the changes since (it restarted, or very many came): what differs from the whole site is taken in. */
async function readAgain() {
  const workspace = await api.workspace();
  const onServer = new Map(workspace.files.map((file) => [file.file, file]));
  const changes: Conflict[] = workspace.files.map(({ file, text, version }) => ({ file, disk: text, version }));
  for (const file of editor.get().disk.keys())
    if (!onServer.has(file)) changes.push({ file, disk: null, version: null });
  editor.receive(changes);
  editor.followed(workspace.seq);
}

function later() {
  timer ??= setTimeout(() => void ask(), askEvery);
}

export const changeFeed = {
  start() {
    later();
    document.addEventListener("visibilitychange", () => {
      if (document.hidden || asking) return;
      clearTimeout(timer);
      timer = undefined;
      void ask();
    });
  },
};
