import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { ServerError } from "../core/errors/server-errors.ts";

/**
 * Every change the site's transactions make to the disk, one call each, so that a test can stop or fail any one of
 * them: the Nth call throws as a crash would (nothing after it happens), or fails as a full disk does, or writes only
 * part of its bytes (tests/unit/publish/). What runs the site uses `realDisk`.
 */
export interface Disk {
  /** Writes `data` whole into a new file (refusing to replace one), flushed to the disk before it returns. */
  writeNew(path: string, data: Uint8Array): void;
  /** A second name for a file (a hard link): no bytes are written, so it works on a full disk. */
  link(existing: string, path: string): void;
  /** Renames over whatever is at `to`, in one step. */
  rename(from: string, to: string): void;
  unlink(path: string): void;
  mkdir(path: string): void;
  /** Removes a folder and everything in it. */
  removeTree(path: string): void;
  /** Flushes a folder's entries (the names made, renamed or removed in it) to the disk. */
  syncFolder(path: string): void;
  /** A step of a save that is not a write of this process (a build, a commit): a test's crash may come there too. */
  step(name: string): void;
}

/** The disk is full (or a write was cut short): nothing was saved, and the files are as they were. */
export class DiskFull extends ServerError<"disk-full"> {
  constructor(args: { said: string }, options?: { cause?: unknown }) {
    super("disk-full", args, options);
  }
}

/** A write that wrote fewer bytes than it was given and could not go on: the disk is full, as the system would say. */
export class ShortWrite extends DiskFull {
  constructor(path: string, written: number, wanted: number) {
    super({ said: `only ${written} of ${wanted} bytes could be written to ${path}` });
  }
}

/** writeSync until every byte is written: the system may write fewer than asked and say how many. */
export function writeAll(
  fd: number,
  data: Uint8Array,
  path: string,
  write: (fd: number, data: Uint8Array, offset: number, length: number) => number = writeSync,
): void {
  let written = 0;
  while (written < data.length) {
    const count = write(fd, data, written, data.length - written);
    if (count <= 0) throw new ShortWrite(path, written, data.length);
    written += count;
  }
}

export const realDisk: Disk = {
  writeNew(path, data) {
    const fd = openSync(path, "wx", 0o644);
    try {
      writeAll(fd, data, path);
      fsyncSync(fd);
    } catch (error) {
      closeSync(fd);
      rmSync(path, { force: true });
      throw error;
    }
    closeSync(fd);
  },
  link: (existing, path) => linkSync(existing, path),
  rename: (from, to) => renameSync(from, to),
  unlink: (path) => unlinkSync(path),
  mkdir: (path) => mkdirSync(path, { recursive: true }),
  removeTree: (path) => rmSync(path, { recursive: true, force: true }),
  syncFolder(path) {
    const fd = openSync(path, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
  step: () => {},
};

/** Reading is never a fault the tests inject: these are plain. */
export const readBytes = (path: string): Buffer | null => {
  try {
    return readFileSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
};
export const namesIn = (path: string): string[] => {
  try {
    return readdirSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
};
