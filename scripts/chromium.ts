import { existsSync } from "node:fs";

/**
 * The Chromium every tool of the project drives (the browser tests, the benchmark): Debian's, on CI and these
 * machines, where Playwright cannot download its own. These flags keep it from reaching for the network it does
 * not have (docs/testing.md, What it needs).
 */
export const debianChromium = "/usr/bin/chromium";
export const chromiumPath = process.env.CHROMIUM_PATH ?? debianChromium;

/**
 * The browser the tests drive: Debian's Chromium headless shell (`apt-get install chromium-headless-shell`), the same
 * engine without the full browser's window machinery, which is what Playwright itself runs headless tests in; on
 * two cores it runs the site's browser tests in under half the time. Without it, the Chromium above.
 * CHROMIUM_PATH names another for both.
 */
export const debianHeadlessShell = "/usr/lib/chromium/chromium-headless-shell";
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath);

/** For a Playwright config: the browser above if it is there, else Playwright's own (a laptop that installed one). */
export const testExecutablePath = existsSync(testChromiumPath) ? testChromiumPath : undefined;

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
];
