import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, testExecutablePath } from "./scripts/chromium.ts";

/**
 * The admin's browser tests (`npm run test:admin`): the built site and /admin, served as `npm start` serves them, on
 * a copy of the project, one per worker (tests/admin/admin-test.ts). A spec's tests run one after another, in order,
 * since they share its accounts and history; the specs are shared out between the workers.
 */
export default defineConfig({
  testDir: "tests/admin",
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // A publish builds the site: seconds on a quiet machine, longer on a busy one.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: testExecutablePath,
      args: chromiumFlags,
    },
  },
});
