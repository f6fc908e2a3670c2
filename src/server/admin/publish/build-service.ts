import { spawn, type ChildProcess } from "node:child_process";
import type { BuildAnswer, BuildRequest } from "./build-service-protocol.ts";
import { typeScriptArgs } from "./typescript-process.ts";
import { ServerError, type ServerErrorArgs } from "../../../core/errors/server-errors.ts";

/** The last lines a failed build printed: what the person who published is told. */
const tailOf = (output: string, lines = 12) => output.trim().split("\n").slice(-lines).join("\n");

/** A build of the publisher that failed: what the build said, or why its process stopped. */
export class BuildFailed extends ServerError<
  "build-failed" | "build-process-stopped" | "build-process-restart-failed"
> {}

/** What the build process wrote to its error output lately: said when it stops unasked. */
const stderrKept = 4096;

interface Waiting {
  resolve(answer: BuildAnswer): void;
  reject(error: Error): void;
}

export interface BuildService {
  /** Builds the site as it is on disk into a release folder; rejects with BuildFailed and what the build said. */
  build(release: string): Promise<{ output: string; ms: number }>;
  /** Starts the process now, so that it has read and checked the site data before the first publish asks. */
  prepare(): void;
  stop(): void;
}

/**
 * The publisher's builds, made by one process that lives as long as the server (scripts/build-service.ts) and keeps
 * the checked site data and warm render workers from one publish to the next: a publish checks and renders what it
 * changed, without starting Node, reading a thousand files and warming the renderer first. A process of its own: a
 * build uses every core, and a failure in it never takes the server down. If it stops, the next publish starts
 * another; if the code changed since it started, it stops and a new one builds.
 */
export function buildService(root: string): BuildService {
  let child: ChildProcess | undefined;
  let nextId = 0;
  /** The builds each process was asked for and has not answered: they fail with it, not with another. */
  const waitingOn = new WeakMap<ChildProcess, Map<number, Waiting>>();

  const start = (): ChildProcess => {
    const env = { ...process.env };
    // A publish builds what changed; CI=true would make it a full build.
    delete env.CI;
    const started = spawn(process.execPath, typeScriptArgs(root, "scripts/build-service.ts"), {
      cwd: root,
      env,
      stdio: ["ignore", "inherit", "pipe", "ipc"],
    });
    let stderr = "";
    const waiting = new Map<number, Waiting>();
    waitingOn.set(started, waiting);
    started.stderr!.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk.toString()).slice(-stderrKept);
    });
    started.on("message", (answer: BuildAnswer) => {
      if (!("id" in answer)) return;
      // It stops for new code: the next build starts another.
      if ("restart" in answer && child === started) child = undefined;
      const wait = waiting.get(answer.id);
      waiting.delete(answer.id);
      wait?.resolve(answer);
    });
    const ended = (why: ServerErrorArgs<"build-process-stopped">, cause?: unknown) => {
      if (child === started) child = undefined;
      for (const wait of waiting.values()) wait.reject(new BuildFailed("build-process-stopped", why, { cause }));
      waiting.clear();
    };
    started.on("error", (error) => ended({ said: error.message }, error));
    started.on("exit", (code, signal) =>
      ended(tailOf(stderr) ? { said: tailOf(stderr) } : { exit: signal ?? `exit code ${code}` }),
    );
    // The server may stop while it waits for work: it holds nothing up.
    started.unref();
    started.channel?.unref();
    return started;
  };

  const ask = (release: string): Promise<BuildAnswer> => {
    child ??= start();
    const process = child;
    const waiting = waitingOn.get(process)!;
    const id = nextId++;
    return new Promise<BuildAnswer>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      process.send({ id, release } satisfies BuildRequest, (error) => {
        if (error) {
          waiting.delete(id);
          reject(new BuildFailed("build-process-stopped", { said: error.message }, { cause: error }));
        }
      });
    });
  };

  return {
    async build(release) {
      let answer = await ask(release);
      // It has stopped for new code: a new process builds with it.
      if ("restart" in answer) answer = await ask(release);
      if (!("ok" in answer)) throw new BuildFailed("build-process-restart-failed");
      if (!answer.ok)
        throw new BuildFailed("build-failed", { output: tailOf(`${answer.output.trimEnd()}\n${answer.message}`) });
      return { output: answer.output, ms: answer.ms };
    },
    prepare() {
      child ??= start();
    },
    stop() {
      child?.kill();
      child = undefined;
    },
  };
}
