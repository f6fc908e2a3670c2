/**
 * The images the build makes (src/pipeline/build-images.ts), from photos made here by sharp: every copy is there, at the
 * widths and in the formats promised, smaller than the photo it comes from; an unchanged photo is not encoded again.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildImages, type BuiltImages } from "../../../src/pipeline/build-images.ts";
import { makePhoto } from "../../../scripts/make-photo.ts";

const root = mkdtempSync(join(tmpdir(), "build-images-"));
const publicDir = join(root, "public");
const cacheDir = join(root, "cache");
const sources = ["/images/offsite.jpg", "/images/small-logo.png", "/images/drawing.svg", "/images/turned.jpg"];
const build = (outDir: string) =>
  buildImages({ publicDir, outDir, cacheDir, sources, shareSource: "/images/offsite.jpg" });
const fileOf = (outDir: string, url: string) => join(outDir, url.replace(/^\//, ""));
let first: BuiltImages;
let firstMs: number;

beforeAll(async () => {
  mkdirSync(join(publicDir, "images"), { recursive: true });
  writeFileSync(join(publicDir, "images/offsite.jpg"), await makePhoto(3000, 2000));
  // A transparent logo narrower than most of the ladder.
  writeFileSync(
    join(publicDir, "images/small-logo.png"),
    await sharp({ create: { width: 500, height: 200, channels: 4, background: { r: 10, g: 60, b: 190, alpha: 0.5 } } })
      .png()
      .toBuffer(),
  );
  writeFileSync(
    join(publicDir, "images/drawing.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#0a3dbd"/></svg>\n',
  );
  // Stored 400 × 300, marked by the camera as turned a quarter (EXIF orientation 6): shown 300 × 400.
  writeFileSync(
    join(publicDir, "images/turned.jpg"),
    await sharp(await makePhoto(400, 300))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer(),
  );
  const started = performance.now();
  first = await build(join(root, "dist-1"));
  firstMs = performance.now() - started;
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const urlsOf = (srcset: string) => srcset.split(", ").map((candidate) => candidate.split(" ")[0]);
const widthsOf = (srcset: string) => srcset.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));

describe("buildImages", () => {
  it("makes AVIF, WebP and JPEG copies of a 3000 × 2000 photo at 160 to 1920 px, each smaller than the photo", async () => {
    const photo = first.images["/images/offsite.jpg"];
    expect(photo).toMatchObject({ width: 3000, height: 2000, color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(photo.sources!.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    const sourceBytes = statSync(join(publicDir, "images/offsite.jpg")).size;
    for (const [srcset, format] of [
      [photo.sources![0].srcset, "heif"],
      [photo.sources![1].srcset, "webp"],
      [photo.srcset!, "jpeg"],
    ] as const) {
      expect(widthsOf(srcset)).toEqual([160, 320, 480, 640, 960, 1280, 1920]);
      for (const [index, url] of urlsOf(srcset).entries()) {
        expect(url).toMatch(/^\/_images\/offsite-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/);
        const file = fileOf(join(root, "dist-1"), url);
        const metadata = await sharp(file).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual([
          format,
          widthsOf(srcset)[index],
          Math.round((widthsOf(srcset)[index] * 2) / 3),
        ]);
        expect(statSync(file).size).toBeLessThan(sourceBytes / 10);
      }
    }
    expect(photo.src).toMatch(/-960\.jpg$/);
  });

  it("never enlarges: a 500 px logo goes up to its own width, in PNG where it is transparent, with no colour behind it", () => {
    const logo = first.images["/images/small-logo.png"];
    expect(widthsOf(logo.srcset!)).toEqual([160, 320, 500]);
    expect(urlsOf(logo.srcset!).every((url) => url.endsWith(".png"))).toBe(true);
    expect(logo.color).toBeUndefined();
  });

  it("measures and turns a photo as its camera marked it", () => {
    expect(first.images["/images/turned.jpg"]).toMatchObject({ width: 300, height: 400 });
  });

  it("copies an SVG as it is, named by its content", () => {
    const drawing = first.images["/images/drawing.svg"];
    expect(drawing).toEqual({
      width: 300,
      height: 200,
      src: expect.stringMatching(/^\/_images\/drawing-[0-9a-f]{10}\.svg$/),
    });
    expect(readFileSync(fileOf(join(root, "dist-1"), drawing.src), "utf8")).toBe(
      readFileSync(join(publicDir, "images/drawing.svg"), "utf8"),
    );
  });

  it("makes the share image a 1200 × 630 JPEG under 150 kB", async () => {
    expect(first.share).toMatchObject({ width: 1200, height: 630, type: "image/jpeg" });
    const file = fileOf(join(root, "dist-1"), first.share.src);
    expect(await sharp(file).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(statSync(file).size).toBeLessThan(150 * 1024);
  });

  it("encodes an unchanged photo once: the next build takes every copy from the cache", async () => {
    expect(first.encoded).toBe(3);
    const started = performance.now();
    const second = await build(join(root, "dist-2"));
    expect(second.encoded).toBe(0);
    expect(second.images).toEqual(first.images);
    expect(readdirSync(join(root, "dist-2/_images")).sort()).toEqual(readdirSync(join(root, "dist-1/_images")).sort());
    expect(performance.now() - started).toBeLessThan(firstMs / 5);
  });

  it("makes again a cache record that a stopped build cut short, instead of failing every build after it", async () => {
    const records = readdirSync(cacheDir).filter((name) => name.endsWith(".json"));
    expect(records.length).toBeGreaterThan(0);
    // As a build killed while writing it in place left one: the start of its JSON, cut off. The small logo's: quick
    // to encode again.
    const torn = join(cacheDir, records.find((name) => name.startsWith("small-logo")) ?? records[0]);
    writeFileSync(torn, readFileSync(torn, "utf8").slice(0, 20));
    const again = await build(join(root, "dist-3"));
    expect(again.images).toEqual(first.images);
    expect(() => JSON.parse(readFileSync(torn, "utf8"))).not.toThrow();
  });
});
