import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** The browser and flags every browser the bench starts uses; Lighthouse adds --headless=new, Playwright sets headless itself. */
export { chromiumPath as chromePath, chromiumFlags as chromeFlags } from "../chromium.ts";

/** The numbers among `values`, in order; a time that never came is Infinity and counts as larger than any other. */
function sortedNumbers(values: (number | null | undefined)[]): number[] {
  return values
    .filter((value): value is number => typeof value === "number" && !Number.isNaN(value))
    .sort((a, b) => a - b);
}

/** The middle value (mean of the two middle ones for an even count), ignoring missing values; null when none. */
export function median(values: (number | null | undefined)[]): number | null {
  const sorted = sortedNumbers(values);
  if (!sorted.length) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The p-th percentile by nearest rank (the smallest value with at least p % of the values at or below it, so the 90th
 * of 20 values is the 18th), ignoring missing values; null when none.
 */
export function percentile(values: (number | null | undefined)[], p: number): number | null {
  const sorted = sortedNumbers(values);
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Ctrl+C skips `finally` blocks, yet a killed bench must not leave servers running, temporary copies of the project
// behind or site-data/pages/about.json edited, so cleanups registered here run on the signal too. Under
// `npm run bench`, tsx kills the script outright when it has not acknowledged a signal within about 60 ms, and the
// acknowledgement needs a free event loop: cleanups and the rest of the bench avoid long synchronous work.
const cleanups = new Set<() => void | Promise<void>>();
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  // Not `once`: npm passes the signal on to tsx, so it may arrive twice, and the default action of the second one
  // would end the bench halfway through its cleanup.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    // All started at once, so the synchronous ones (stopping processes, restoring a file) are done before anything
    // else of the bench can run; only removing folders is waited for.
    const pending = [...cleanups].reverse().map(async (cleanup) => cleanup());
    void Promise.allSettled(pending).then((results) => {
      for (const result of results) if (result.status === "rejected") console.error(result.reason);
      process.exit(130);
    });
  });
}

/** Runs `cleanup` if the bench is interrupted before the returned function is called. */
export function onInterrupt(cleanup: () => void | Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Throws once the bench is being interrupted: nothing new may start while it cleans up. */
export function checkNotInterrupted() {
  if (interrupted) throw new Error("Interrupted.");
}

/** Children get their own process group, so npx, the shell it starts and the Node process under it all stop together. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Called with each whole line a command prints, stdout and stderr alike, for what the kept end of its output would lose. */
export type LineListener = (line: string) => void;

export function spawnGroup(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  onLine?: LineListener,
): { child: ChildProcess; output: () => string } {
  checkNotInterrupted();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const listen = (stream: NodeJS.ReadableStream | null) => {
    let partial = "";
    // Decoded as a stream, so a character split between two chunks stays whole.
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      // Only the end matters when something fails; a 100x build prints a lot.
      output = (output + chunk).slice(-20_000);
      if (!onLine) return;
      const lines = (partial + chunk).split("\n");
      partial = lines.pop()!;
      for (const line of lines) onLine(line);
    });
    stream?.on("end", () => partial && onLine?.(partial));
  };
  listen(child.stdout);
  listen(child.stderr);
  return { child, output: () => output };
}

export interface CommandResult {
  ms: number;
  code: number | null;
  output: string;
}

/** Runs a command to its end, timing it from spawn to exit (Node and npm start-up included, as a person would wait). */
export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  onLine?: LineListener,
): Promise<CommandResult> {
  const started = performance.now();
  const { child, output } = spawnGroup(command, args, cwd, env, onLine);
  const forget = onInterrupt(() => killGroup(child, "SIGKILL"));
  return new Promise((resolve, reject) => {
    child.on("error", (error) => {
      forget();
      reject(error);
    });
    child.on("close", (code) => {
      forget();
      resolve({ ms: performance.now() - started, code, output: output() });
    });
  });
}

/** Like runCommand, but a failing command is a failure of the bench itself. */
export async function mustRun(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  onLine?: LineListener,
): Promise<CommandResult> {
  const result = await runCommand(command, args, cwd, env, onLine);
  if (result.code !== 0) {
    throw new Error(
      `\`${[command, ...args].join(" ")}\` in ${cwd} exited with ${result.code}:\n${result.output.slice(-4000)}`,
    );
  }
  return result;
}

/** The first port from `preferred` on that nothing listens on (checked on all interfaces, IPv4 and IPv6). */
export async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${preferred} and ${preferred + 99}.`);
}

export const kb = (bytes: number) => bytes / 1024;
