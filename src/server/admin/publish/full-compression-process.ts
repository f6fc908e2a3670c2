import { spawn, type ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import { typeScriptArgs } from "./typescript-process.ts";
import { logServerError, ServerError } from "../../../core/errors/server-errors.ts";

/**
 * How much less of the processor the full compression gets than other processes (a niceness): it must not slow the
 * site's answers, or the build of the next publish, which shares the cores with it.
 */
const niceness = 10;

/**
 * Compresses fully, in a process of its own and at a low priority, the files a publish gave quick copies
 * (scripts/full-compression.ts); resolves when it has ended, never rejects (the site is live and correct either way:
 * a pass that fails leaves the quick copies, which the next build replaces).
 */
/** The passes running now: a server that stops ends them (the quick copies stay, and the next build makes full ones). */
const running = new Set<ChildProcess>();

/** Ends every full compression this process started that is still running. */
export function stopFullCompressions(): void {
  for (const child of running) child.kill();
  running.clear();
}

export const compressFullyInBackground =
  (root: string) =>
  (release: string): Promise<void> =>
    new Promise((done) => {
      const child = spawn(
        process.execPath,
        [...typeScriptArgs(root, "scripts/full-compression.ts"), release],
        // What goes wrong is said in the server's own log. Nothing holds the server up when it stops meanwhile.
        { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
      );
      child.unref();
      running.add(child);
      child.on("spawn", () => {
        try {
          setPriority(child.pid!, niceness);
        } catch {
          // Where priorities cannot be set, it runs at the normal one.
        }
      });
      child.on("error", (error) => {
        logServerError(new ServerError("full-compression-not-started", { release, said: error.message }));
        done();
      });
      child.on("exit", (code, signal) => {
        running.delete(child);
        // Ended by a signal: the server stopping (stopFullCompressions), not a failure.
        if (code !== 0 && !signal) logServerError(new ServerError("full-compression-failed", { release }));
        done();
      });
    });
