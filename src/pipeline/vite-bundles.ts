import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { filesUnder } from "./files-under.ts";

/**
 * Where the bundles are kept between builds, outside dist/ (which the build writes file by file): the client's (its
 * index.html is the pages' template, the rest is copied into dist/) and the server's, whose entry is the build worker
 * that renders pages with it.
 */
export const clientDir = ".cache/client";
export const serverDir = ".cache/ssr";
const workerEntry = "src/pipeline/build-worker.ts";
export const workerBundle = `${serverDir}/build-worker.js`;

/** The client's files for dist/, as paths under it ("assets/shell-x.js"); index.html is the template, not a page. */
export function clientFiles(root: string): string[] {
  return filesUnder(join(root, clientDir)).filter((path) => path !== "index.html");
}

export function bundlesPresent(root: string): boolean {
  return existsSync(join(root, clientDir, "index.html")) && existsSync(join(root, workerBundle));
}

/** Builds both bundles with Vite's own API and the project's vite.config.ts; returns what they weigh. */
export async function buildBundles(root: string): Promise<{ clientBytes: number; serverBytes: number }> {
  // Vite takes most of a second to load: a build that reuses the bundles never loads it.
  const { build } = await import("vite");
  const common = { root, configFile: join(root, "vite.config.ts"), logLevel: "warn" as const };
  await build({ ...common, build: { outDir: clientDir } });
  await build({ ...common, build: { ssr: workerEntry, outDir: serverDir } });
  const bytes = (dir: string) =>
    filesUnder(join(root, dir)).reduce((sum, file) => sum + statSync(join(root, dir, file)).size, 0);
  return { clientBytes: bytes(clientDir), serverBytes: bytes(serverDir) };
}
