/**
 * A page of each template in a browser (the routes sampledRoutes() picks), each checked in as few visits as the checks
 * allow, since loading a page in Chromium is what a browser test costs:
 *
 * - with scripts, as most visitors see it: prerendered with its own title and canonical address, hydrating with
 *   nothing in the console (after scrolling through, so islands that load near the viewport have started), its
 *   breadcrumb the same as its BreadcrumbList, and accessible (axe, headings);
 * - with scripts off: every heading it has with scripts, and nothing that needs one;
 * - on a 375 px phone with an empty cache: the first screen's images within the budget, and a Largest Contentful Paint
 *   reported (Chromium stops measuring it at the first scroll, and a smooth-scrolling snap row once scrolled by itself).
 *
 * The second item of a detail page (sampledRoutes' `again`) is checked with scripts only: its own text is what it adds
 * (its headings, its breadcrumb, what axe finds), and what its template does without scripts and on a phone was seen
 * on the first item of the same template.
 *
 * Behind nginx (playwright.nginx.config.ts) only the first two steps run: what a server sends, not what the files do.
 */
import type { Page } from "@playwright/test";
import { firstScreenImageBudget, measurePageImages, screens } from "../../src/pipeline/image-weight.ts";
import { expectAccessible, scrollThrough } from "./accessible-page.ts";
import { expect, test } from "./site-test.ts";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { jsonLdOf } from "./json-ld.ts";
import { escapeRegExp, sampledRoutes, site } from "./site-data.ts";

// With reduced motion the scroll reveal never hides a card (src/site/shell/reveal.ts): axe checks the page as it rests.
test.use({ reducedMotion: "reduce" });

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mainHeadings = (page: Page) => page.locator("main").getByRole("heading").allTextContents();

async function expectBreadcrumbListLikeTrail(page: Page, html: string, path: string): Promise<void> {
  const { siteUrl } = site.seo;
  const list = jsonLdOf(html).find((item) => item["@type"] === "BreadcrumbList");
  expect(list, "a page below Home has a BreadcrumbList").toBeTruthy();
  const items = list!.itemListElement as { position: number; name: string; item: string }[];
  const trail = page.getByRole("navigation", { name: site.labels.breadcrumb }).getByRole("listitem");
  await expect(trail).toHaveText(items.map((item) => new RegExp(`${escapeRegExp(item.name)}$`)));
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  expect(items[0].item).toBe(`${siteUrl}/`);
  expect(items.at(-1)!.item).toBe(`${siteUrl}${path}`);
  for (const item of items) expect(item.item).toMatch(new RegExp(`^${escapeRegExp(siteUrl)}/`));
}

async function expectReadsWithoutScripts(page: Page, path: string, headingsWithScripts: string[]) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // What needs a script (a search box) is left out with scripts off, its heading with it.
  const searchHeadings = await page.locator("[data-needs-script]").locator("h1, h2, h3, h4").allTextContents();
  expect(await mainHeadings(page)).toEqual(headingsWithScripts.filter((heading) => !searchHeadings.includes(heading)));
  await expect(page.locator("[data-needs-script]:visible")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

/** The Largest Contentful Paints the page has reported so far (Chromium keeps them for an observer that comes late). */
const largestPaints = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries().length);
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(0), 200);
      }),
  );

/**
 * On the worker's phone tab, with its cache switched off (as DevTools' "Disable cache"), so that every image is
 * fetched and counted as on a first visit.
 */
async function expectLightOnPhone(page: Page, url: string) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
  // Never scrolled: the first screen is what a visitor pays for before deciding to read on.
  const weight = await measurePageImages(page, url, { scrollToEnd: false });
  await devtools.detach();
  const files = weight.files.map((file) => `${new URL(file.url).pathname} ${kB(file.bytes)}`).join(", ");
  expect(weight.firstScreen, `${kB(weight.firstScreen)} of images before scrolling (${files})`).toBeLessThanOrEqual(
    firstScreenImageBudget,
  );
  await expect
    .poll(() => largestPaints(page), { message: "the page reports its Largest Contentful Paint" })
    .toBeGreaterThan(0);
}

for (const { path, again } of sampledRoutes()) {
  test(`${path} in a browser: ${again ? "with scripts (another item of its template)" : "with scripts, without them, and on a phone"}`, async ({
    page,
    baseURL,
    browserChecks,
    tabWith,
  }) => {
    // Three visits and axe: three times a one-visit test's time, and room for a busy machine.
    test.setTimeout(90_000);
    const { problems } = watchConsole(page);
    const response = await page.goto(path);
    const html = await response!.text();
    const headingsWithScripts = await mainHeadings(page);

    await test.step("is prerendered with its own title and canonical address, and hydrates cleanly", async () => {
      expect(response!.status()).toBe(200);
      expect(html).toMatch(/<h1[^>]*>/);
      // The page works without its script, so the script never competes with the first paint for bandwidth.
      expect(html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/[^"]+\.js">/);
      const prerenderedTitle = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(prerenderedTitle).toBeTruthy();
      await waitForIslands(page);
      await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`^https://[^/]+${path}$`));
      // The head the browser ends up with is the one that was prerendered (same data, same function).
      expect(await page.evaluate(() => document.title)).toBe(
        await page.evaluate((t) => {
          const textarea = document.createElement("textarea");
          textarea.innerHTML = t;
          return textarea.value;
        }, prerenderedTitle!),
      );
      expect(problems).toEqual([]);
    });
    if (browserChecks === "served") return;

    // The visits with scripts off and on the phone run in tabs of their own, beside the checks of this one: the phone's
    // waits for a quiet network (half a second at least) overlap with axe's work instead of leaving a core idle.
    const elsewhere = again
      ? []
      : [
          // biome-ignore lint/correctness/noPlaywrightMissingAwait: awaited below, with Promise.allSettled, beside this tab's steps.
          test.step("with scripts off it reads completely: every heading it has with scripts, nothing that needs one", async () =>
            expectReadsWithoutScripts(await tabWith({ javaScriptEnabled: false }), path, headingsWithScripts)),
          // biome-ignore lint/correctness/noPlaywrightMissingAwait: awaited below, with Promise.allSettled, beside this tab's steps.
          test.step(`on a 375 px phone: at most ${kB(firstScreenImageBudget)} of images on the first screen, and its Largest Contentful Paint reported`, async () =>
            expectLightOnPhone(await tabWith(screens.phone), `${baseURL}${path}`)),
        ];
    const here = (async () => {
      await test.step("islands further down start as they near the viewport, with nothing in the console", async () => {
        await scrollThrough(page);
        await waitForIslands(page);
        expect(problems).toEqual([]);
      });
      if (path !== "/")
        await test.step("its breadcrumb and its BreadcrumbList name the same pages", () =>
          expectBreadcrumbListLikeTrail(page, html, path));
      await test.step("no axe violations, one h1 and no skipped heading level", () => expectAccessible(page));
    })();
    // Every visit ends before the test does (the next test tidies these tabs), and the first failure is the one told.
    const failed = (await Promise.allSettled([here, ...elsewhere])).find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  });
}
