import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { BuildJob, FromWorker, JobResult, WorkerSetup } from "./worker-protocol.ts";

export interface WorkerPool {
  readonly size: number;
  /** Runs a job on the next free worker; jobs start in the order they were asked for. */
  run<J extends BuildJob>(job: J): Promise<JobResult<J>>;
  close(): Promise<void>;
}

interface Pending {
  job: BuildJob;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/**
 * One build worker per core (src/build/build-worker.ts, from the server bundle). They start at once, importing the
 * bundle while the build does other things; each takes the next job as soon as it is free, so a long page or file
 * never holds the others up.
 */
export function startWorkerPool(script: string, setup: WorkerSetup, size = availableParallelism()): WorkerPool {
  const queue: Pending[] = [];
  const running = new Map<number, Pending>();
  const idle: Worker[] = [];
  let nextId = 0;
  let failure: Error | null = null;
  let closing = false;

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const pending = queue.shift()!;
      const id = nextId++;
      running.set(id, pending);
      worker.postMessage({ id, job: pending.job });
    }
  };
  const fail = (error: Error) => {
    failure ??= error;
    for (const pending of [...queue, ...running.values()]) pending.reject(error);
    queue.length = 0;
    running.clear();
  };

  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(script, { workerData: setup });
    worker.on("message", (message: FromWorker) => {
      if ("id" in message) {
        const pending = running.get(message.id);
        running.delete(message.id);
        if ("error" in message) pending?.reject(new Error(message.error));
        else pending?.resolve(message.result);
      }
      idle.push(worker);
      dispatch();
    });
    worker.on("error", (error) => fail(error));
    worker.on("exit", (code) => {
      if (!closing) fail(new Error(`A build worker stopped with exit code ${code}.`));
    });
    return worker;
  });

  return {
    size,
    run<J extends BuildJob>(job: J) {
      if (failure) return Promise.reject(failure);
      return new Promise<JobResult<J>>((resolve, reject) => {
        queue.push({ job, resolve: resolve as (result: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
