/**
 * Images as every visitor gets them, on every route of the built site (pages added later included): every image with
 * its size (nothing jumps as it loads), and images cached for good while pages are checked afresh. The first screen's
 * images within the phone budget are measured with a page of each template (tests/e2e/every-template.spec.ts). tests/e2e/photos.spec.ts follows real photos through the same pipeline.
 */
import { expect, test } from "./site-test.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { builtRoutes } from "../../src/pipeline/route-weight.ts";
import { root } from "./site-data.ts";

const dist = join(root, "dist");
const immutable = "public, max-age=31536000, immutable";

test("every image of every page has its width and height, so nothing moves as it arrives", () => {
  for (const { route, htmlFile } of builtRoutes(dist)) {
    const images = readFileSync(join(dist, htmlFile), "utf8").match(/<img\b[^>]*>/g) ?? [];
    for (const image of images) expect(image, route).toMatch(/\swidth="\d+"[^>]*\sheight="\d+"/);
  }
});

test("images, scripts and styles are cached for good (named by their content); pages are checked again on every visit", async ({
  request,
}) => {
  const home = await request.get("/");
  expect(home.headers()["cache-control"]).toBe("no-cache");
  const html = await home.text();
  const image = /<img[^>]*\ssrc="(\/_images\/[^"]+)"/.exec(html)?.[1];
  const script = /<script[^>]*\ssrc="(\/assets\/[^"]+)"/.exec(html)?.[1];
  const stylesheet = /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/.exec(html)?.[1];
  for (const path of [image, script, stylesheet]) {
    expect(path, "the home page links an image, a script and a stylesheet").toBeTruthy();
    expect((await request.get(path!)).headers()["cache-control"], path).toBe(immutable);
  }
  // The files under public/ keep their names: they may change under the same address.
  expect((await request.get("/favicon.svg")).headers()["cache-control"]).toBe("no-cache");
});

test("docs/running.md tells a static host the same caching", () => {
  const running = readFileSync(join(root, "docs/running.md"), "utf8");
  for (const folder of ["/assets/", "/_images/"]) expect(running).toContain(`${folder}*`);
  expect(running).toContain(`Cache-Control: ${immutable}`);
  expect(running).toContain("Cache-Control: no-cache");
});
