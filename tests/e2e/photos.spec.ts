/**
 * Photos added as docs/architecture.md tells an editor (scripts/added-photos.ts: a 3000 × 2000 camera photo in the
 * careers gallery, a photo behind the careers hero, no width or height typed), followed through the build into
 * Chromium. Runs against the copy of the site `npm run test:added-content` builds; the site's own data has no photo.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./site-test.ts";
import { addedPhotos } from "../../scripts/added-photos.ts";
import { measureImageWeight, screens } from "../../src/pipeline/image-weight.ts";
import { openThroughTestNetwork } from "./test-network.ts";

// Which copy a browser picks from a srcset can depend on what it already holds: each test starts with an empty cache.
test.use({ ownTab: true });

const galleryPhoto = `img[alt="${addedPhotos.gallery.alt}"]`;
const heroPhoto = "picture:has(source) > img[fetchpriority='high']";
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** The width a copy was made at, from its name ("team-offsite-3f9c2a1b7e-480.avif"). */
const widthOf = (url: string) => Number(/-(\d+)\.(avif|webp|jpg|png)$/.exec(url)?.[1]);

/** The copy the browser chose for `selector` once it has loaded, and how wide it is drawn. */
async function chosenCopy(page: Page, selector: string): Promise<{ url: string; width: number; drawnWidth: number }> {
  const image = page.locator(selector);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  const { url, drawnWidth } = await image.evaluate((element: HTMLImageElement) => ({
    url: element.currentSrc,
    drawnWidth: element.clientWidth,
  }));
  return { url, width: widthOf(url), drawnWidth };
}

test("a 3000 × 2000 photo in the careers gallery costs a 375 px phone well under 100 kB", async ({
  browser,
  baseURL,
}, testInfo) => {
  const weight = await measureImageWeight(browser, `${baseURL}/careers`, "phone");
  const photo = weight.files.filter((file) => /\/team-offsite-[0-9a-f]+-\d+\./.test(file.url));
  expect(photo, "the phone fetches one copy of the photo").toHaveLength(1);
  testInfo.annotations.push({
    type: "bytes",
    description: `gallery photo ${kB(photo[0].bytes)} (${new URL(photo[0].url).pathname}); /careers images: first screen ${kB(weight.firstScreen)}, whole page ${kB(weight.wholePage)}`,
  });
  expect(photo[0].bytes).toBeLessThan(100 * 1024);
});

test("the photo's markup: AVIF and WebP sources and a JPEG fallback with srcset and sizes, its own size, lazy below the first screen", async ({
  page,
}) => {
  await page.goto("/careers");
  const image = page.locator(galleryPhoto);
  await expect(image).toHaveAttribute("width", String(addedPhotos.gallery.width));
  await expect(image).toHaveAttribute("height", String(addedPhotos.gallery.height));
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("decoding", "async");
  await expect(image).toHaveAttribute("srcset", /-480\.jpg 480w, .*-1920\.jpg 1920w$/);
  await expect(image).toHaveAttribute("sizes", /calc\(100vw - 32px\)$/);
  const sources = image.locator("xpath=../source");
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(0)).toHaveAttribute("type", "image/avif");
  await expect(sources.nth(0)).toHaveAttribute("srcset", /-1920\.avif 1920w$/);
  await expect(sources.nth(1)).toHaveAttribute("type", "image/webp");
  for (const source of await sources.all())
    expect(await source.getAttribute("sizes")).toBe(await image.getAttribute("sizes"));
});

test("the hero's photo is fetched first, announced in the <head> with its srcset", async ({ page }) => {
  await page.goto("/careers");
  const hero = page.locator(heroPhoto);
  await expect(hero).toHaveCount(1);
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("sizes", "100vw");
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("type", "image/avif");
  await expect(preload).toHaveAttribute("imagesizes", "100vw");
  expect(await preload.getAttribute("imagesrcset")).toBe(
    await hero.locator("xpath=../source[@type='image/avif']").getAttribute("srcset"),
  );
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: screens.phone.viewport, deviceScaleFactor: 1, isMobile: true });

  test("the browser picks a small copy of the photo, as wide as it is drawn or a little wider", async ({ page }) => {
    await page.goto("/careers");
    const chosen = await chosenCopy(page, galleryPhoto);
    expect(chosen.url).toMatch(/\.avif$/);
    expect(chosen.width).toBeLessThanOrEqual(480);
    expect(chosen.width).toBeGreaterThanOrEqual(chosen.drawnWidth);
  });

  test("nothing moves when the photo arrives late", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { layoutShift: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The photo's copies arrive two seconds after they are asked for, long after the page is laid out.
    await openThroughTestNetwork(page, "/careers", (request) =>
      request.path.startsWith("/_images/team-offsite-")
        ? { after: new Promise((resolve) => setTimeout(resolve, 2000)) }
        : "pass",
    );
    const image = page.locator(galleryPhoto);
    await image.scrollIntoViewIfNeeded();
    const before = await image.boundingBox();
    expect(before!.height).toBeGreaterThan(100);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    const after = await image.boundingBox();
    expect(after!.height).toBeCloseTo(before!.height, 1);
    expect(after!.y).toBeCloseTo(before!.y, 1);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
  });
});

test.describe("on a 1280 px laptop", () => {
  test.use({ viewport: screens.laptop.viewport, deviceScaleFactor: 1 });

  test("the browser picks larger copies than on a phone: the gallery's for its half-row cell, the hero's for the whole width", async ({
    page,
  }) => {
    await page.goto("/careers");
    const gallery = await chosenCopy(page, galleryPhoto);
    expect(gallery.width).toBeGreaterThan(480);
    expect(gallery.width).toBeGreaterThanOrEqual(gallery.drawnWidth);
    await page.evaluate(() => window.scrollTo(0, 0));
    const hero = await chosenCopy(page, heroPhoto);
    expect(hero.width).toBeGreaterThanOrEqual(1280);
  });
});
