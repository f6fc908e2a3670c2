import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { realDisk, type Disk } from "../../pipeline/disk.ts";

/**
 * Writes a file so that it is either its old bytes or its new ones, whatever happens: the new bytes go whole to a
 * temporary file beside it (every byte counted, flushed to the disk), which then replaces it in one rename, and the
 * folder's new entry is flushed too. On a full disk it throws and the file is as it was.
 */
export function writeFileAtomically(path: string, data: string | Uint8Array, disk: Disk = realDisk): void {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.tmp`);
  disk.writeNew(temporary, typeof data === "string" ? Buffer.from(data, "utf8") : data);
  try {
    disk.rename(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  disk.syncFolder(dirname(path));
}
