import { expect, test } from "@playwright/test";
import { watchConsole, waitForIslands } from "./console-guard.ts";
import { sampledPaths, site, sitemapPaths } from "./site-data.ts";

const paths = sitemapPaths();

test("the sitemap lists every page, including one per service and product", () => {
  expect(paths).toEqual(
    expect.arrayContaining([
      "/",
      "/about",
      "/services",
      "/products",
      "/contact",
      "/services/ecommerce-plugins",
      "/products/payvibe",
    ]),
  );
});

test("every route answers 200 with its prerendered h1, title and canonical address", async ({ request }) => {
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>/);
    expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, path).toContain(`<link rel="canonical" href="${site.seo.siteUrl}${path === "/" ? "/" : path}">`);
  }
});

for (const path of sampledPaths(paths)) {
  test(`${path} is prerendered with its own title and canonical address, and hydrates cleanly`, async ({ page }) => {
    const { problems } = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
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
}

test("every page has a different title", async ({ request }) => {
  const titles = await Promise.all(
    paths.map(async (path) => /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1]),
  );
  expect(new Set(titles).size).toBe(paths.length);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

  // Chromium stops measuring the Largest Contentful Paint at the first scroll, and a page can scroll by itself (a
  // smooth-scrolling snap row glides to its first snap point as it loads): then no LCP is reported, and Lighthouse
  // cannot score the page (NO_LCP). What scrolls is a template's blocks, so one page of each template is enough.
  for (const path of sampledPaths(paths)) {
    test(`${path} reports its Largest Contentful Paint`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { largestPaints: string[] }).largestPaints = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            seen.push((entry as unknown as { element?: Element }).element?.tagName ?? "?");
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto(path);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints.length))
        .toBeGreaterThan(0);
    });
  }
});
