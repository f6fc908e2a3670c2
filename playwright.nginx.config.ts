import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, testExecutablePath } from "./scripts/chromium.ts";
import type { BrowserCheckOptions } from "./tests/e2e/site-test.ts";
import { nginxPort } from "./tests/nginx/ports.ts";

/**
 * Browser tests of the site as a host other than `npm start` serves it (`npm run test:nginx`): a real nginx with the
 * config the build wrote (deploy/nginx.conf), serving dist/ and sending the forms to `npm run serve`
 * (tests/nginx/serve-behind-nginx.ts). The tests are the site's own, those about what a server sends: every route,
 * the headers, compression, the not-found pages, the redirects, hydration and the site's controls without JavaScript;
 * and a publish through /admin, which nginx must serve without a reload (tests/nginx/publish-behind-nginx.spec.ts).
 */
export default defineConfig<BrowserCheckOptions>({
  projects: [
    {
      name: "site",
      testDir: "tests/e2e",
      testMatch: [
        "every-route.spec.ts",
        "every-template.spec.ts",
        "html-and-security.spec.ts",
        "not-found.spec.ts",
        "without-javascript.spec.ts",
        "careers.spec.ts",
      ],
      // What is about the files, not about how they are served, is checked once, by the site's own run: the Nu HTML
      // Checker, the inline-script gate, the size budgets and the headers docs/running.md shows read files themselves;
      // the phone's Largest Contentful Paint, axe and the headings with scripts off are what the page does with its
      // files (a page of each template is checked only for arriving prerendered and hydrating: browserChecks "served").
      grepInvert: /Nu HTML Checker|no page has an inline script|size budgets|docs\/running\.md shows/,
    },
    // A publish through /admin, served by nginx from its next request on: a copy, a server and an nginx of its own.
    { name: "publish", testDir: "tests/nginx", testMatch: "publish-behind-nginx.spec.ts" },
  ],
  fullyParallel: true,
  // One worker per core: more only makes the browsers wait for each other.
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${nginxPort}`,
    browserChecks: "served",
    viewport: { width: 1366, height: 900 },
    // As in the site's own run (playwright.config.ts): the pages as they rest.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: testExecutablePath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: "tsx tests/nginx/serve-behind-nginx.ts",
    url: `http://localhost:${nginxPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
  },
});
