import type { Browser, BrowserContextOptions, Page } from "@playwright/test";

/**
 * The image bytes a visitor's browser downloads for a page, measured in a real Chromium from the built site (the
 * browser picks each photo's copy from its srcset, and loads lazy images as they near the screen): for the first
 * screen, and for the whole page once scrolled to the end. Used by the image budget in `npm test` and by `npm run bench`.
 */
export interface ImageWeight {
  /** Images fetched by the time the page has loaded and the network is quiet, without scrolling. */
  firstScreen: number;
  /** Images fetched once the visitor has scrolled to the end of the page. */
  wholePage: number;
  /** Each image fetched for the whole page, with its bytes as sent (compressed, for an SVG). */
  files: { url: string; bytes: number }[];
}

/** The screens we measure: a phone 375 px wide (2 device pixels per pixel) and a 1280 px laptop. */
export const screens = {
  phone: { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} satisfies Record<string, BrowserContextOptions>;
export type ScreenName = keyof typeof screens;

/** The first screen's images may weigh at most this on a phone: our visitors pay for data by the megabyte. */
export const firstScreenImageBudget = 200 * 1024;

const imageExtension = /\.(avif|webp|jpe?g|png|svg|gif)$/i;

/** Images fetched so far, by the page's Resource Timing (bytes as they came over the network). */
async function imagesFetched(page: Page): Promise<{ url: string; bytes: number }[]> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => ({ url: entry.name, bytes: (entry as PerformanceResourceTiming).encodedBodySize })),
  );
  return entries.filter((entry) => imageExtension.test(new URL(entry.url).pathname));
}

/** Waits until no request has started or ended for `quietMs` (or `timeoutMs` has passed). */
async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on("request", touch);
  page.on("requestfinished", touch);
  page.on("requestfailed", touch);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() - last < quietMs && Date.now() < deadline) await page.waitForTimeout(100);
  page.off("request", touch);
  page.off("requestfinished", touch);
  page.off("requestfailed", touch);
}

const total = (files: { bytes: number }[]) => files.reduce((sum, file) => sum + file.bytes, 0);

/**
 * Loads `url` in `page` and measures its images; `page` must be fresh (its context's cache empty, opened with one of
 * `screens`). With `scrollToEnd: false`, the first screen's only (wholePage and files are then the first screen's),
 * and the page is never scrolled (Chromium stops measuring the Largest Contentful Paint at the first scroll).
 */
export async function measurePageImages(page: Page, url: string, { scrollToEnd = true } = {}): Promise<ImageWeight> {
  await page.goto(url, { waitUntil: "load" });
  await networkQuiet(page);
  const firstFiles = await imagesFetched(page);
  const firstScreen = total(firstFiles);
  if (!scrollToEnd) return { firstScreen, wholePage: firstScreen, files: firstFiles };
  // A screen at a time, as a visitor reads, so each lazy image is asked for when it nears the screen.
  for (let screenful = 0; screenful < 200; screenful++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await networkQuiet(page);
  const files = await imagesFetched(page);
  return { firstScreen, wholePage: total(files), files };
}

/** Loads `url` on `screen` in a fresh context (an empty cache) and measures its images (measurePageImages). */
export async function measureImageWeight(
  browser: Browser,
  url: string,
  screen: ScreenName,
  options: { scrollToEnd?: boolean } = {},
): Promise<ImageWeight> {
  const context = await browser.newContext(screens[screen]);
  try {
    return await measurePageImages(await context.newPage(), url, options);
  } finally {
    await context.close();
  }
}
