import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { measureImageWeight, type ScreenName } from "../../src/pipeline/image-weight.ts";
import { chromeFlags, chromePath } from "./util.ts";

/** The image bytes of one route: for the first screen and for the whole page scrolled to its end, on each screen. */
export interface RouteImages {
  route: string;
  phone: { firstScreen: number; wholePage: number };
  laptop: { firstScreen: number; wholePage: number };
}

/**
 * Loads every route in Chromium on a 375 px phone (2 device pixels per pixel) and a 1280 px laptop, each time with an
 * empty cache, and adds up the images it downloads (src/pipeline/image-weight.ts, as the image budget of `npm test`).
 */
export async function measureRouteImages(
  origin: string,
  routes: string[],
  log: (line: string) => void,
): Promise<RouteImages[]> {
  const browser = await chromium.launch({
    executablePath: existsSync(chromePath) ? chromePath : undefined,
    args: chromeFlags,
  });
  try {
    const results: RouteImages[] = [];
    for (const route of routes) {
      const measure = async (screen: ScreenName) => {
        const { firstScreen, wholePage } = await measureImageWeight(browser, `${origin}${route}`, screen);
        return { firstScreen, wholePage };
      };
      const result = { route, phone: await measure("phone"), laptop: await measure("laptop") };
      results.push(result);
      const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      log(
        `  ${route}: phone ${kB(result.phone.firstScreen)} / ${kB(result.phone.wholePage)}, laptop ${kB(result.laptop.firstScreen)} / ${kB(result.laptop.wholePage)}`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
