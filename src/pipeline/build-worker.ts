/**
 * A build worker: bundled with the server renderer (the SSR build's entry, src/pipeline/vite-bundles.ts), so it runs
 * without TypeScript tooling and imports React and the blocks once. The build starts up to one per core
 * (src/pipeline/worker-pool.ts) and hands each the next job when it is free: render an address, or compress a file.
 */
import { parentPort, workerData } from "node:worker_threads";
import { render, themeCss } from "../site/entry-server.tsx";
import { compressFile } from "./compress-file.ts";
import { pageHtml } from "./page-html.ts";
import type { BuildJob, CompressedFile, FromWorker, RenderedPage, ToWorker, WorkerSetup } from "./worker-protocol.ts";

const setup = workerData as WorkerSetup;
const themeStyle = `<style>${themeCss()}</style>`;
const port = parentPort!;

function run(job: BuildJob): RenderedPage | CompressedFile {
  if (job.kind === "compress") return compressFile(job);
  const pageSetup = job.site ? { ...setup, site: job.site } : setup;
  return {
    html: pageHtml(
      pageSetup,
      themeStyle,
      job.pathname,
      job.page,
      render(job.pathname, job.page, setup.images, pageSetup.site),
    ),
  };
}

port.on("message", ({ id, job }: ToWorker) => {
  let answer: FromWorker;
  try {
    answer = { id, result: run(job) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
});
port.postMessage({ ready: true } satisfies FromWorker);
