import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Where the bundles are kept between builds, outside dist/ (which the build writes file by file): the client's (its
 * index.html is the pages' template, the rest is copied into dist/) and the server's, whose entry is the build worker
 * that renders pages with it.
 */
export const clientDir = ".cache/client";
export const serverDir = ".cache/ssr";
const workerEntry = "src/build/build-worker.ts";
export const workerBundle = `${serverDir}/build-worker.js`;

/** The client's files for dist/, as paths under it ("assets/shell-x.js"); index.html is the template, not a page. */
export function clientFiles(root: string, folder = ""): string[] {
  return readdirSync(join(root, clientDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return clientFiles(root, path);
    return path === "index.html" ? [] : [path];
  });
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
  const bytes = (dir: string) => filesIn(join(root, dir)).reduce((sum, file) => sum + statSync(file).size, 0);
  return { clientBytes: bytes(clientDir), serverBytes: bytes(serverDir) };
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)]));
}
