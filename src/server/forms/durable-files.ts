import { open, rename, rm, type FileHandle } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * File writes that survive a crash or a full disk: what is flushed here is on disk, and what failed leaves nothing
 * half-written behind. Everything the form service acknowledges goes through these.
 */

/** Flushes a folder's entries (a new or renamed file's name) to disk. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a new file (never overwriting one) and flushes it and its folder entry. */
export async function writeNewFile(path: string, data: string | Buffer): Promise<void> {
  const handle = await open(path, "wx");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
  await handle.close();
  await syncFolder(dirname(path));
}

/** Replaces a file's whole content atomically: a reader sees the old file or the new one, never a mix. */
export async function replaceFile(path: string, data: string | Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.rewrite`;
  await rm(temporary, { force: true });
  await writeNewFile(temporary, data);
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
}

/** Where the last complete line of a file ends: its length when it ends in a newline, else just after the last one. */
async function endOfLastCompleteLine(handle: FileHandle, size: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024);
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - chunk.length);
    const { bytesRead } = await handle.read(chunk, 0, end - start, start);
    const newline = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (newline !== -1) return start + newline + 1;
    end = start;
  }
  return 0;
}

export interface AppendReport {
  /** Bytes of an unfinished line (from a write that failed or a process that died mid-write) removed first. */
  repairedBytes: number;
}

/**
 * Appends one line and flushes it before returning. A file that does not end in a newline (an earlier write that
 * never completed, so was never acknowledged) is first cut back to its last complete line, so the new line never
 * joins a fragment. An append that fails (a full disk) is cut back to the file's previous length, so the file holds
 * complete lines only.
 */
export async function appendLine(path: string, line: string): Promise<AppendReport> {
  if (!line.endsWith("\n") || line.indexOf("\n") !== line.length - 1) throw new Error("appendLine takes exactly one line, ending in a newline.");
  const handle = await open(path, "a+");
  try {
    const { size } = await handle.stat();
    const clean = await endOfLastCompleteLine(handle, size);
    if (clean !== size) {
      await handle.truncate(clean);
      await handle.sync();
    }
    try {
      await handle.appendFile(line);
      await handle.sync();
    } catch (error) {
      // Nothing of this line may stay: the next append would otherwise continue it.
      await handle.truncate(clean).catch(() => undefined);
      await handle.sync().catch(() => undefined);
      throw error;
    }
    if (clean === 0 && size === 0) await syncFolder(dirname(path));
    return { repairedBytes: size - clean };
  } finally {
    await handle.close();
  }
}

/** Cuts a file back to its last complete line (at start-up, after a crash); the bytes removed, 0 when it was whole. */
export async function repairLastLine(path: string): Promise<number> {
  let handle: FileHandle;
  try {
    handle = await open(path, "r+");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const clean = await endOfLastCompleteLine(handle, size);
    if (clean === size) return 0;
    await handle.truncate(clean);
    await handle.sync();
    return size - clean;
  } finally {
    await handle.close();
  }
}
