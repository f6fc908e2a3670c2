import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";
import { nginxPort } from "./tests/nginx/ports.ts";

/**
 * Browser tests of the site as a host other than `npm start` serves it (`npm run test:nginx`): a real nginx with the
 * config the build wrote (deploy/nginx.conf), serving dist/ and sending the forms to `npm run serve`
 * (tests/nginx/serve-behind-nginx.ts). The tests are the site's own: every route, the headers, the not-found pages,
 * the redirects and the site without JavaScript.
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: [
    "every-route.spec.ts",
    "html-and-security.spec.ts",
    "not-found.spec.ts",
    "without-javascript.spec.ts",
    "careers.spec.ts",
  ],
  // The Nu HTML Checker reads dist/'s files, not what a server sends: the same files checked by npm run test:e2e.
  grepInvert: /Nu HTML Checker/,
  fullyParallel: true,
  // One worker per core: more only makes the browsers wait for each other.
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${nginxPort}`,
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
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
