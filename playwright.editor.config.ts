import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";
import { editorPort } from "./tests/editor/editor-copy.ts";

/**
 * The editor's browser tests (`npm run test:editor`): `npm run edit` on a copy of the project, one test after another
 * since they save into the same copy.
 */
export default defineConfig({
  testDir: "tests/editor",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${editorPort}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: "tsx tests/editor/start-editor-on-copy.ts",
    url: `http://127.0.0.1:${editorPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
  },
});
