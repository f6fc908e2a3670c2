import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageData } from "../../../core/content/types.ts";
import type { Site } from "../../../core/generated/site-data.ts";
import { pageTemplate } from "../../../pipeline/page-html.ts";
import { clientDir, workerBundle } from "../../../pipeline/vite-bundles.ts";
import { startWorkerPool, type WorkerPool } from "../../../pipeline/worker-pool.ts";

/** Renders pages for reviewers exactly as the build does; null when the build's renderer is not there. */
export interface ReviewRenderer {
  render(pathname: string, page: PageData, site: Site): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * One build worker (src/pipeline/build-worker.ts, from the last `npm run build`), started when a reviewer first opens
 * a page and stopped after a minute without one (each start costs the bundle's import, about half a second; a
 * reviewer opens a few pages in a row). Each page is rendered with its own site settings (the change may be of them).
 * Pictures are given as their files (an empty manifest): the responsive copies the build makes are not made for a
 * change not yet published.
 */
export function reviewRenderer(root: string, idleMs = 60_000): ReviewRenderer {
  let pool: WorkerPool | null = null;
  let poolTemplate = "";
  let idle: NodeJS.Timeout | undefined;
  let rendering = 0;
  /** Workers replaced after a build, stopped once no page is being rendered (one may be rendering on them). */
  const retired: WorkerPool[] = [];
  let closed = false;

  const stop = async () => {
    clearTimeout(idle);
    const stopping = [...retired.splice(0), ...(pool ? [pool] : [])];
    pool = null;
    await Promise.all(stopping.map((old) => old.close()));
  };

  const poolFor = (site: Site): WorkerPool | null => {
    const script = join(root, workerBundle);
    const index = join(root, clientDir, "index.html");
    if (!existsSync(script) || !existsSync(index)) return null;
    // A build since the worker started names other scripts and stylesheets: a worker with its page is started.
    const template = pageTemplate(readFileSync(index, "utf8"));
    if (pool?.usable && template === poolTemplate) return pool;
    if (pool) retired.push(pool);
    poolTemplate = template;
    pool = startWorkerPool(
      script,
      {
        template,
        site,
        images: {},
        // The share image's tags are for social networks, which never see a review copy.
        share: { src: site.seo.image.src, width: 1200, height: 630, type: "image/jpeg" },
      },
      1,
    );
    return pool;
  };

  return {
    async render(pathname, page, site) {
      if (closed) return null;
      const running = poolFor(site);
      if (!running) return null;
      clearTimeout(idle);
      rendering++;
      try {
        const { html } = await running.run({ kind: "render", pathname, page, site });
        return html;
      } finally {
        // Stopped a while after the last page was rendered, not while one is.
        if (--rendering === 0 && !closed) {
          for (const old of retired.splice(0)) void old.close();
          idle = setTimeout(() => void stop(), idleMs);
          idle.unref();
        }
      }
    },
    async close() {
      closed = true;
      await stop();
    },
  };
}
