import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, testExecutablePath } from "./scripts/chromium.ts";
import { e2eDataDir } from "./tests/e2e/form-data-dir.ts";

const port = Number(process.env.E2E_PORT ?? 4179);

export default defineConfig({
  testDir: "tests/e2e",
  // Photos are followed into the browser on the copy of the site that has some (scripts/test-added-content.ts).
  testIgnore: [
    ...(process.env.E2E_SITE_WITH_PHOTOS ? [] : ["photos.spec.ts"]),
    // A collection is added on the copy of the site that has one (scripts/test-added-content.ts).
    ...(process.env.E2E_ADDED_COLLECTION ? [] : ["added-collection.spec.ts"]),
  ],
  fullyParallel: true,
  // One worker per core: more only makes the browsers wait for each other.
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1366, height: 900 },
    // The hero's circles and dots loop for as long as a page is open, which kept a core a tenth busy per open page
    // (the compositor and the GPU process) for what no test but the motion's own looks at: the site's motion is
    // checked by tests/e2e/motion.spec.ts, which allows it; every other test sees the page as it rests.
    reducedMotion: "reduce",
    launchOptions: {
      // Elsewhere (a laptop without Debian's Chromium), Playwright's own browser if installed.
      executablePath: testExecutablePath,
      args: chromiumFlags,
    },
  },
  webServer: {
    // The built site, served exactly as `npm start` serves it.
    command: "npm run serve",
    // The tests submit many forms from one address, run after run: rate and storage limits are the unit tests' job.
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      FORM_RATE_LIMIT_PER_MINUTE: "10000",
      FORM_ADDRESS_DAILY_QUOTA_MB: "100000",
      FORM_DAILY_QUOTA_MB: "100000",
      LOG_LEVEL: "warn",
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
  },
});
