import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, testExecutablePath } from "./scripts/chromium.ts";

const use = {
  viewport: { width: 1440, height: 900 },
  // The preview shows the site's hero, whose circles and dots loop for as long as it is open: with motion, each open
  // editor kept a core a fifth busy drawing them (Chromium's compositor and GPU process), which is the site's motion,
  // not the editor's, and is checked by the site's own tests (tests/e2e/motion.spec.ts).
  reducedMotion: "reduce" as const,
  launchOptions: { executablePath: testExecutablePath, args: chromiumFlags },
};

/**
 * The browser tests of the two ways the site is edited, in one run so that neither waits for the other's last test
 * with a core idle (`npm test`; `npm run test:editor` and `npm run test:admin` run one project each):
 *
 * - "admin": the built site and /admin, served as `npm start` serves them, on a copy of the project per worker
 *   (tests/admin/admin-test.ts). A spec's tests run one after another, in order, since they share its accounts and
 *   history; the specs are shared out between the workers. Its specs are queued first: they are the longest to run
 *   one after another, and the editor's tests fill in around them. Playwright takes a project's files in the order of
 *   their names, and a worker takes the next file when it is free: the three that publish, the longest (30-40 s each
 *   on two busy cores), are named so that they come first ("publish-..."), and the quick ones fill in after them.
 *   Named the other way, one worker ran 90 s of them and the other 40 s, then waited.
 * - "editor": `npm run edit` on a copy of the project per worker (tests/editor/editor-test.ts). Each test is shared
 *   out to a worker on its own: none counts on another having run before it (each reads the copy as it finds it, and
 *   starts with no drafts).
 *
 * A worker runs one project's tests at a time: moving to the other project, it gets the other's copy.
 */
export default defineConfig({
  // The editor's page, built once for `npm run edit` (tests/editor/build-editor-app.ts); each editor copy takes it.
  globalSetup: "./tests/editor/build-editor-app.ts",
  // One worker per core: more only makes the browsers wait for each other.
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  expect: { timeout: 10_000 },
  projects: [
    {
      name: "admin",
      testDir: "tests/admin",
      // A publish builds the site: seconds on a quiet machine, longer on a busy one.
      timeout: 180_000,
      use,
    },
    {
      name: "editor",
      testDir: "tests/editor",
      fullyParallel: true,
      timeout: 60_000,
      use,
    },
  ],
});
