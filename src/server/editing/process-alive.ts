import { readFileSync } from "node:fs";
import { logServerError, saidBy, ServerError } from "../../core/errors/server-errors.ts";

/**
 * A process, as a record left on disk names it: its id and, on Linux, when it started (an id is given again to another
 * process after a restart, and in a container the server is often process 1 every time).
 */
export interface ProcessMark {
  pid: number;
  started: string | null;
}

/**
 * What /proc/<pid>/stat says of a process: its state (field 3: "Z" for a zombie, a process that has ended and that
 * nobody has waited for yet) and when it started (field 22, in clock ticks since the machine booted). The name (field
 * 2) is in parentheses and may hold spaces, so fields are counted after its closing one. Null off Linux.
 */
function statOf(pid: number): { state: string; started: string } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch (error) {
    // No such process (gone since), or no /proc on this system: nothing to read, as expected.
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ESRCH")
      return null;
    // Anything else is said: the process is then taken as running (see isAlive), and its save left alone.
    logServerError(new ServerError("process-unreadable", { pid, said: saidBy(error) }, { cause: error }));
    return null;
  }
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0], started: fields[19] };
}

const startTimeOf = (pid: number) => statOf(pid)?.started ?? null;

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
  const stat = statOf(mark.pid);
  // A killed server whose parent went with it may stay a zombie (in a container whose first process waits for
  // nobody): it is gone all the same.
  if (stat?.state === "Z") return false;
  return mark.started === null || stat === null || stat.started === mark.started;
}
