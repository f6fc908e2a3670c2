import { lstatSync, readdirSync, watch, type FSWatcher } from "node:fs";
import { join } from "node:path";

/**
 * Calls `changed` with the path of every file created, changed, replaced or removed in a folder and the folders in it
 * (those made later included). Each folder has a watcher of its own: Node's recursive watcher on Linux stops seeing a
 * file once it has been replaced by a rename, as every save of the editor replaces it (atomic-write.ts), and then
 * misses every later change to it, by another editor, git or a text editor.
 */
export function watchFolders(folder: string, changed: (path: string) => void): { close(): void } {
  const watchers = new Map<string, FSWatcher>();
  const watchFolder = (dir: string) => {
    if (watchers.has(dir)) return;
    const watcher = watch(dir, (_event, name) => {
      if (!name) return;
      const path = join(dir, name);
      if (lstatSync(path, { throwIfNoEntry: false })?.isDirectory()) watchFolder(path);
      changed(path);
    });
    // A folder removed (or that cannot be watched any more): its watcher goes; its files were reported.
    watcher.on("error", () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) watchFolder(join(dir, entry.name));
  };
  watchFolder(folder);
  return { close: () => watchers.forEach((watcher) => void watcher.close()) };
}
