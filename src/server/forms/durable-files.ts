import { open } from "node:fs/promises";

/** Flushes a folder's entries (a new or renamed file's name) to disk: a file moved there is still there after a power cut. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
