/**
 * The Chromium every tool of the project drives (the browser tests, the benchmark): Debian's, on CI and these
 * machines, where Playwright cannot download its own. These flags keep it from reaching for the network it does
 * not have (see ../shared/TOOLCHAIN.md).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
