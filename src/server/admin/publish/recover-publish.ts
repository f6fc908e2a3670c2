import { existsSync } from "node:fs";
import { join } from "node:path";
import { namesIn, realDisk, type Disk } from "../../../pipeline/disk.ts";
import type { ProcessMark } from "../../editing/process-alive.ts";
import { recoverOpenSave, type JournalRecord } from "../../editing/site-transaction.ts";
import { discardRelease, releasesFolder, servedFolder, serveRelease } from "../../../pipeline/site-releases.ts";
import { isRepository, undoPublishCommit } from "./git.ts";

/**
 * Run before anything reads site data or serves the site (`npm start`, `npm run build`, `npm run serve`): a save or
 * publish that a crash (a kill, a power cut) stopped half-way is undone whole. Its commit is taken back if it got
 * that far, `dist` points again at the release served before it, its own release is removed, and every file it
 * changed is as it was. What was acknowledged had finished, so nothing acknowledged is undone. Returns what was
 * undone (to say in the log), or null.
 */
export async function recoverPublish(
  root: string,
  options: { disk?: Disk; ownerAlive?: (owner: ProcessMark) => boolean } = {},
): Promise<JournalRecord | null> {
  const disk = options.disk ?? realDisk;
  return recoverOpenSave(root, {
    ...options,
    undo: async ({ id, context, files }) => {
      // The release a publish builds is named after it: served, `dist` goes back to the one served before it.
      const own = (name: string) => name.endsWith(`-${id}`);
      const served = servedFolder(root);
      if (served && own(served) && context.live && existsSync(context.live)) serveRelease(root, context.live, disk);
      for (const name of namesIn(releasesFolder(root)))
        if (own(name)) discardRelease(root, join(releasesFolder(root), name));
      if (context.branch && (await isRepository(root)))
        await undoPublishCommit(root, {
          branch: context.branch,
          head: context.head,
          id,
          files: files.map(({ file }) => file),
        });
    },
  });
}
