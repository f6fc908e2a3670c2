import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, testExecutablePath } from "./scripts/chromium.ts";

/**
 * The editor's browser tests (`npm run test:editor`): `npm run edit` on a copy of the project, one per worker
 * (tests/editor/editor-test.ts). Each test is shared out to a worker on its own: none counts on another having run
 * before it (each reads the copy as it finds it, and starts with no drafts).
 */
export default defineConfig({
  testDir: "tests/editor",
  globalSetup: "./tests/editor/build-editor-app.ts",
  fullyParallel: true,
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: testExecutablePath,
      args: chromiumFlags,
    },
  },
});
