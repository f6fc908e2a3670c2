import { readFileSync } from "node:fs";

/**
 * A process, as a record left on disk names it: its id and, on Linux, when it started (an id is given again to another
 * process after a restart, and in a container the server is often process 1 every time).
 */
export interface ProcessMark {
  pid: number;
  started: string | null;
}

function startTimeOf(pid: number): string | null {
  try {
    // /proc/<pid>/stat: the 22nd field is when the process started, in clock ticks since the machine booted; the
    // name (field 2) is in parentheses and may hold spaces, so fields are counted after its closing one.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

export const thisProcess = (): ProcessMark => ({ pid: process.pid, started: startTimeOf(process.pid) });

/** Whether the process a record names is still running (and is the same process, not another with its id). */
export function isAlive(mark: ProcessMark): boolean {
  if (mark.pid === process.pid) return mark.started === startTimeOf(process.pid);
  try {
    process.kill(mark.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startTimeOf(mark.pid);
  return mark.started === null || started === null || started === mark.started;
}
