import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";
import { adminPort } from "./tests/admin/admin-copy.ts";

/**
 * The admin's browser tests (`npm run test:admin`): the built site and /admin, served as `npm start` serves them, on
 * a copy of the project; one test after another, since they share its accounts.
 */
export default defineConfig({
  testDir: "tests/admin",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // A publish builds the site: seconds on a quiet machine, longer on a busy one.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${adminPort}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: "tsx tests/admin/start-site-on-copy.ts",
    url: `http://localhost:${adminPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
  },
});
