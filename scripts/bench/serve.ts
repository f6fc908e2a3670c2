import type { ChildProcess } from "node:child_process";
import { freePort, killGroup, onInterrupt, sleep, spawnGroup } from "./util.ts";

export interface RunningServer {
  /** The server's address, without a trailing slash. */
  origin: string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * Starts a long-running server command and waits until `origin` answers an HTTP request (any status: the point is
 * that it listens). The process is stopped on interrupt too.
 */
export async function startServer(
  command: string,
  args: string[],
  options: { cwd: string; origin: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<RunningServer> {
  const { child, output } = spawnGroup(command, args, options.cwd, options.env);
  const forget = onInterrupt(() => killGroup(child, "SIGKILL"));
  const stop = async () => {
    forget();
    killGroup(child);
    const stopped = await Promise.race([exited(child).then(() => true), sleep(5000).then(() => false)]);
    if (!stopped) killGroup(child, "SIGKILL");
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      forget();
      throw new Error(`\`${[command, ...args].join(" ")}\` stopped before it answered:\n${output().slice(-4000)}`);
    }
    try {
      await fetch(`${options.origin}/`, { signal: AbortSignal.timeout(5000) });
      return { origin: options.origin, stop };
    } catch {
      await sleep(200);
    }
  }
  await stop();
  throw new Error(
    `\`${[command, ...args].join(" ")}\` did not answer at ${options.origin} within ${options.timeoutMs ?? 60_000} ms:\n${output().slice(-4000)}`,
  );
}

/** The built site, served exactly as `npm start` serves it after building (with more of its settings in `env`). */
export async function startSiteServer(root: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await freePort(4310);
  return startServer("npx", ["tsx", "src/server/start.ts"], {
    cwd: root,
    origin: `http://127.0.0.1:${port}`,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
  });
}
