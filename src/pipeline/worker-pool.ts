import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { BuildJob, FromWorker, JobResult, WorkerSetup } from "./worker-protocol.ts";
import { ServerError } from "../core/errors/server-errors.ts";

export interface WorkerPool {
  /** The workers started so far. */
  readonly size: number;
  /**
   * Runs a job on the next free worker. Of the jobs waiting, pages are rendered before files are compressed (a
   * rendered page is more to compress), and heavier jobs (`weight`: bytes) start first, so the last to finish is light.
   */
  run<J extends BuildJob>(job: J, weight?: number): Promise<JobResult<J>>;
  /** How long the workers have spent on each kind of job, in all (ms): the work done, whatever the cores. */
  readonly busy: Record<BuildJob["kind"], number>;
  /** Whether it takes jobs: no worker has failed and it is not closed (a build session keeps it for the next build). */
  readonly usable: boolean;
  close(): Promise<void>;
}

interface Pending {
  job: BuildJob;
  weight: number;
  started?: number;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

const comesBefore = (a: Pending, b: Pending) =>
  a.job.kind === b.job.kind ? a.weight > b.weight : a.job.kind === "render";

/**
 * Up to one build worker per core (src/pipeline/build-worker.ts, from the server bundle). The first starts at once,
 * importing the bundle while the build does other things; another starts only when more jobs wait than there are
 * workers to take them, so a publish that renders one page starts one worker (each start costs the bundle's import,
 * about half a second of a core). Each takes the next job as soon as it is free, so a long page or file never holds
 * the others up.
 */
export function startWorkerPool(script: string, setup: WorkerSetup, size = availableParallelism()): WorkerPool {
  const queue: Pending[] = [];
  const running = new Map<number, Pending>();
  const idle: Worker[] = [];
  let nextId = 0;
  let failure: Error | null = null;
  let closing = false;
  const busy: WorkerPool["busy"] = { render: 0, compress: 0 };

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const pending = queue.shift()!;
      const id = nextId++;
      running.set(id, pending);
      pending.started = performance.now();
      worker.postMessage({ id, job: pending.job });
    }
  };
  const fail = (error: Error) => {
    failure ??= error;
    for (const pending of [...queue, ...running.values()]) pending.reject(error);
    queue.length = 0;
    running.clear();
  };

  const workers: Worker[] = [];
  /** Workers still importing the bundle: each will take a job once it says it is ready. */
  let starting = 0;
  const startWorker = () => {
    // Pages are rendered as visitors get them: React's production build, several times faster than its development one.
    const worker = new Worker(script, {
      workerData: setup,
      env: { ...process.env, NODE_ENV: "production" },
      // The bundle is JavaScript already: without the TypeScript loader the build runs under (tsx), each worker
      // starts sooner, its imports not passed through the loader's hooks.
      execArgv: [],
    });
    starting++;
    worker.on("message", (message: FromWorker) => {
      if (!("id" in message)) {
        // It has imported the bundle ({ ready: true }).
        starting--;
      } else {
        const pending = running.get(message.id);
        running.delete(message.id);
        if (pending) busy[pending.job.kind] += performance.now() - pending.started!;
        if ("error" in message) pending?.reject(new Error(message.error));
        else pending?.resolve(message.result);
      }
      idle.push(worker);
      dispatch();
    });
    worker.on("error", (error) => fail(error));
    worker.on("exit", (code) => {
      if (!closing) fail(new ServerError("build-worker-stopped", { exitCode: code }));
    });
    workers.push(worker);
  };
  startWorker();

  return {
    get size() {
      return workers.length;
    },
    busy,
    get usable() {
      return !failure && !closing;
    },
    run<J extends BuildJob>(job: J, weight = 0) {
      if (failure) return Promise.reject(failure);
      return new Promise<JobResult<J>>((resolve, reject) => {
        const pending: Pending = { job, weight, resolve: resolve as (result: unknown) => void, reject };
        const place = queue.findIndex((waiting) => comesBefore(pending, waiting));
        queue.splice(place === -1 ? queue.length : place, 0, pending);
        if (queue.length > idle.length + starting && workers.length < size) startWorker();
        dispatch();
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
