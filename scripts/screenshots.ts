/**
 * Pictures of the built site for people who read the repository without running it: the product pages, careers and
 * contact, each at a phone's width (375 px) and a laptop's (1280 px), whole pages, into docs/screenshots/; and /admin
 * as a person who runs the site sees it on a laptop, a post open beside its preview (admin-1280.jpg, the first
 * screen). Run it with `npm run screenshots` (which builds the site first; /admin is served when `npm run build:admin`
 * or `npm start` has built it). The site is served as `npm start` serves it, with a database of its own for the
 * account the picture of /admin signs in with; OpenStreetMap is not asked for (the map shows its picture), motion is
 * off so every card is where it rests.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium } from "playwright";
import { adminAppDir } from "../src/pipeline/admin-app-dir.ts";
import { runUsers } from "../src/server/admin/accounts/users-command.ts";
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

/** The post /admin's picture shows open: the first one. */
const post = readdirSync(join(root, "site-data/collections/posts")).sort()[0];

/** Signs in to /admin with a new account of its own and saves its first screen with a post open. */
async function adminPicture(browser: Browser, origin: string, dataDir: string): Promise<void> {
  const email = "ada@nerivo.ng";
  const password = "publishing from a laptop is normal";
  let printed = "";
  const io = {
    out: (text: string) => (printed += text),
    err: (text: string) => process.stderr.write(text),
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: origin },
  };
  if ((await runUsers(root, ["add", email, "--role", "editor"], io)) !== 0)
    throw new Error("The account for the picture of /admin could not be made.");
  const link = /\S+\/admin\/welcome\?token=\S+/.exec(printed)?.[0];
  if (!link) throw new Error(`No link in what npm run users printed: ${printed}`);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await page.getByText(email).waitFor();
  await page.goto(`${origin}/admin/edit/site-data/collections/posts/${post}`);
  const preview = page.frameLocator('iframe[title^="Preview of"]');
  await preview.locator("h1").waitFor();
  await preview
    .locator("body")
    .evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))));
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: join(out, "admin-1280.jpg"), type: "jpeg", quality: 70 });
  console.log(`docs/screenshots/admin-1280.jpg  /admin with ${post} open at 1280px`);
  await context.close();
}

const dataDir = mkdtempSync(join(tmpdir(), "screenshots-data-"));
const server = await startSiteServer(root, { DATA_DIR: dataDir });
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
  if (existsSync(adminAppDir)) await adminPicture(browser, server.origin, dataDir);
  else console.log("No picture of /admin: run `npm run build:admin` (or `npm start`) first.");
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
