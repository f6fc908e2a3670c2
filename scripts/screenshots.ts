/**
 * Pictures of the built site for people who read the repository without running it: the product pages, careers and
 * contact, each at a phone's width (375 px) and a laptop's (1280 px), whole pages, into docs/screenshots/. Run it
 * with `npm run screenshots` (which builds first). The site is served as `npm start` serves it; OpenStreetMap is
 * not asked for (the map shows its picture), motion is off so every card is where it rests.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright";
import { chromiumFlags, chromiumPath } from "./chromium.ts";
import { startSiteServer } from "./bench/serve.ts";

const root = join(import.meta.dirname, "..");
const out = join(root, "docs", "screenshots");
const widths = [375, 1280];

const products = readdirSync(join(root, "site-data/collections/products")).map((file) => file.replace(/\.json$/, ""));
const pages: [name: string, path: string][] = [
  ["products", "/products"],
  ...products.map((id): [string, string] => [`product-${id}`, `/products/${id}`]),
  ["careers", "/careers"],
  ["contact", "/contact"],
];

const server = await startSiteServer(root);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 800 : 900 },
      reducedMotion: "reduce",
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.route("https://www.openstreetmap.org/**", (route) => route.abort("internetdisconnected"));
    for (const [name, path] of pages) {
      await page.goto(`${server.origin}${path}`, { waitUntil: "networkidle" });
      // Down the page and back, so every picture that loads as it nears the screen has loaded.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      await page.evaluate(() =>
        Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
      );
      const file = join(out, `${name}-${width}.jpg`);
      await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 70 });
      console.log(`docs/screenshots/${name}-${width}.jpg  ${path} at ${width}px`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
