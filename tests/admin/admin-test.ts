import { test as base } from "@playwright/test";
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { copyBuiltProject } from "../../scripts/copy-project.ts";
import { adminPort, copyRoot, letEditorsPublish, origin, projectRoot } from "./admin-copy.ts";

/** Resolves once something answers at `url`; fails if `exited` comes first or after `ms`. */
async function answering(url: string, exited: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (exited()) throw new Error(`npm run serve stopped before it answered at ${url}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error(`Nothing answered at ${url} within ${ms / 1000} s`);
}

/**
 * The admin's specs take `test` from here: each worker makes a fresh copy of the project with the site and the admin
 * as `npm start` builds them (dist/, dist-admin/, and the build's state and bundles, so that a publish builds only what
 * it changes) and a git repository of its own (what it publishes is committed there), and serves it with
 * `npm run serve` on its own port (tests/admin/admin-copy.ts). A spec's tests run one after another, in order, since
 * they share the copy's accounts and history. The copy is removed when the worker stops.
 */
export const test = base.extend<object, { adminOrigin: string }>({
  adminOrigin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and requires one.
    async ({}, use) => {
      rmSync(copyRoot, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      copyBuiltProject(projectRoot, copyRoot);
      letEditorsPublish(copyRoot);
      // Its own process group, so that npm and the server under it stop together.
      const server = spawn("npm", ["run", "serve"], {
        cwd: copyRoot,
        detached: true,
        stdio: "inherit",
        env: { ...process.env, PORT: String(adminPort), LOG_LEVEL: "warn" },
      });
      const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
      let stopped = false;
      void exited.then(() => (stopped = true));
      const stop = async () => {
        if (!stopped) process.kill(-server.pid!, "SIGTERM");
        await exited;
        rmSync(copyRoot, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      };
      try {
        await answering(`${origin}/`, () => stopped, 120_000);
      } catch (error) {
        await stop();
        throw error;
      }
      await use(origin);
      await stop();
    },
    // Copying the built site and starting the server on a busy machine.
    { scope: "worker", auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ adminOrigin }, use) => use(adminOrigin),
});

export { expect } from "@playwright/test";
