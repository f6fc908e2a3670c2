import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { startWorkerPool } from "../../../src/pipeline/worker-pool.ts";
import type { BuildJob, WorkerSetup } from "../../../src/pipeline/worker-protocol.ts";

// A stand-in for src/pipeline/build-worker.ts: says it is ready, then answers each job with its address, 20 ms later.
const folder = mkdtempSync(join(tmpdir(), "worker-pool-"));
const script = join(folder, "worker.mjs");
writeFileSync(
  script,
  `import { parentPort } from "node:worker_threads";
parentPort.on("message", ({ id, job }) => setTimeout(() => parentPort.postMessage({ id, result: { html: job.pathname } }), 20));
parentPort.postMessage({ ready: true });
`,
);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const setup = {} as WorkerSetup;
const page = (pathname: string) => ({ kind: "render", pathname, page: {} }) as unknown as BuildJob & { kind: "render" };

test("a build that renders one page starts one worker", async () => {
  const pool = startWorkerPool(script, setup, 2);
  expect(await pool.run(page("/about"))).toEqual({ html: "/about" });
  expect(pool.size).toBe(1);
  await pool.close();
});

test("more jobs than workers start more workers, up to the pool's size, and every job is answered", async () => {
  const pool = startWorkerPool(script, setup, 2);
  const paths = Array.from({ length: 8 }, (_, index) => `/page-${index}`);
  const answers = await Promise.all(paths.map((path) => pool.run(page(path))));
  expect(answers.map((answer) => (answer as { html: string }).html)).toEqual(paths);
  expect(pool.size).toBe(2);
  await pool.close();
});
