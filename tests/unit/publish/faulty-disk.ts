import { closeSync, openSync, rmSync } from "node:fs";
import { realDisk, writeAll, type Disk } from "../../../src/pipeline/disk.ts";

/** What happens at the chosen call: the process dies there, the disk is full, or a write stops part-way. */
export type Fault = "crash" | "full disk" | "short write";

/** Thrown at the chosen call and at every call after it: the process is gone, nothing more it does reaches the disk. */
export class Crash extends Error {
  constructor(readonly at: string) {
    super(`crashed at ${at}`);
  }
}

/**
 * The real disk, except at call number `at` (counting from 1): there it crashes (that call and every later one throw
 * Crash and change nothing), fails as a full disk does (that call only: ENOSPC), or, for a write, writes half of its
 * bytes before the disk takes no more. `calls` lists what was called, to count a save's calls and name the one hit.
 */
export class FaultyDisk implements Disk {
  readonly calls: string[] = [];
  private crashed = false;
  private hit = false;

  constructor(
    private readonly fault: Fault | null = null,
    /** The call's number, counting from 1, or what it is ("step build"): the first such call. */
    private readonly at: number | string = 0,
  ) {}

  /** Whether the call happens (true), or throws. */
  private call(name: string, path: string): boolean {
    if (this.crashed) throw new Crash(`${name} ${path} (after the crash)`);
    this.calls.push(`${name} ${path}`);
    const hit = typeof this.at === "number" ? this.calls.length === this.at : `${name} ${path}` === this.at;
    if (!hit || !this.fault || this.hit) return true;
    this.hit = true;
    // A step is no write of this process's: only a crash can come there.
    if (name === "step" && this.fault !== "crash") return true;
    if (this.fault === "crash") {
      this.crashed = true;
      throw new Crash(`${name} ${path}`);
    }
    if (this.fault === "full disk")
      throw Object.assign(new Error(`ENOSPC: no space left on device, ${name} '${path}'`), { code: "ENOSPC" });
    return name !== "writeNew";
  }

  writeNew(path: string, data: Uint8Array): void {
    if (this.call("writeNew", path)) {
      realDisk.writeNew(path, data);
      return;
    }
    // A short write: half of the bytes go, then the disk takes no more.
    const fd = openSync(path, "wx", 0o644);
    let given = 0;
    try {
      writeAll(fd, data, path, (_fd, _data, _offset, length) => {
        const count = given === 0 ? Math.max(1, Math.floor(length / 2)) : 0;
        given += count;
        return count;
      });
    } catch (error) {
      closeSync(fd);
      rmSync(path, { force: true });
      throw error;
    }
  }

  link(existing: string, path: string): void {
    if (this.call("link", path)) realDisk.link(existing, path);
  }
  rename(from: string, to: string): void {
    if (this.call("rename", to)) realDisk.rename(from, to);
  }
  unlink(path: string): void {
    if (this.call("unlink", path)) realDisk.unlink(path);
  }
  mkdir(path: string): void {
    if (this.call("mkdir", path)) realDisk.mkdir(path);
  }
  removeTree(path: string): void {
    if (this.call("removeTree", path)) realDisk.removeTree(path);
  }
  syncFolder(path: string): void {
    if (this.call("syncFolder", path)) realDisk.syncFolder(path);
  }
  step(name: string): void {
    this.call("step", name);
  }
}
