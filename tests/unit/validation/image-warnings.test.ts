/**
 * The warnings about photos, which build all the same: one too small for its place (blurry on sharp screens) and a
 * very heavy source. The photos are made here by sharp; the site is the valid fixture with a hero that shows them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { publicImageReader } from "../../../src/core/validation/read-site-files.ts";
import { fixtureFiles, fixturePublicImages, schemaValidators } from "./fixture-site.ts";

const HOME = "site-data/pages/home.json";
const publicDir = mkdtempSync(join(tmpdir(), "image-warnings-"));

/** A photo-like JPEG: noise, so that it weighs what a photo of its size weighs. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#000000", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

beforeAll(async () => {
  mkdirSync(join(publicDir, "images"));
  writeFileSync(join(publicDir, "images/small-team.jpg"), await photo(600, 400));
  // A 6 MB camera original: a 2400 px picture with the rest of its weight after its end, where readers ignore it.
  const picture = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#557799" } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(publicDir, "images/camera-original.jpg"), Buffer.concat([picture, Buffer.alloc(6 * 1024 * 1024)]));
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

/** The fixture with the home page's hero showing `src`, and only the image warnings. */
function heroWarnings(src: string) {
  const files = fixtureFiles().map((source) =>
    source.file === HOME
      ? {
          ...source,
          text: source.text.replace(
            '"subtitle": "Software for Lagos.",',
            `"subtitle": "Software for Lagos.", "backgroundImage": { "src": "${src}", "alt": "The team" },`,
          ),
        }
      : source,
  );
  const fixtureImages = fixturePublicImages();
  const generated = publicImageReader(publicDir);
  const result = checkSiteData({
    files,
    validators: schemaValidators(),
    publicImage: (path) => generated(path) ?? fixtureImages(path),
  });
  expect(result.diagnostics).toEqual([]);
  return result.warnings.filter((warning) => warning.pointer.startsWith("/sections/0/backgroundImage"));
}

describe("photo warnings", () => {
  it("warns when a photo is narrower than its place needs on sharp screens, and says how wide it should be", () => {
    expect(heroWarnings("/images/small-team.jpg")).toEqual([
      expect.objectContaining({
        file: HOME,
        line: 11,
        column: 70,
        pointer: "/sections/0/backgroundImage/src",
        code: "photo-too-small",
        params: { src: "/images/small-team.jpg", width: 600, shown: 1440, density: 2, needed: 1920 },
      }),
    ]);
  });

  it("warns about a source over 5 MB, which is converted but stays in the repository", () => {
    expect(heroWarnings("/images/camera-original.jpg")).toEqual([
      expect.objectContaining({
        file: HOME,
        line: 11,
        column: 70,
        pointer: "/sections/0/backgroundImage/src",
        code: "heavy-image",
        params: { src: "/images/camera-original.jpg", bytes: expect.any(Number) },
        message: expect.stringMatching(/^"public\/images\/camera-original\.jpg" is 6\.\d MB: /),
      }),
      // Heavy for the page too, even at a phone's width: the home page's pictures over the site's budget.
      expect.objectContaining({ pointer: "/sections/0/backgroundImage/src", code: "page-too-heavy" }),
    ]);
  });

  it("says nothing about an SVG drawing, whatever its size", () => {
    expect(heroWarnings("/images/acme.svg")).toEqual([]);
  });
});
