import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { neededWidth } from "../../../src/core/images/image-places.ts";
import { afterAll, describe, expect, it } from "vitest";
import { maxUploadBytes, storeUpload, UploadRefused } from "../../../src/server/editing/site-images.ts";

// A 3 × 2 PNG.
const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#0a3dbd" } })
  .png()
  .toBuffer();
const root = mkdtempSync(join(tmpdir(), "site-images-"));
mkdirSync(join(root, "public/images"), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A photo as a phone takes it: 4,000 × 3,000 px of noise (so it is as heavy as a photo), held upright, with its GPS position. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "Tecno" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1" } })
    .toBuffer();
}

describe("storeUpload: pictures an editor uploads", () => {
  it("stores a picture under public/images/uploads/ with the width and height of the stored file, never over another", async () => {
    expect(await storeUpload(root, "Team Photo.PNG", png)).toEqual({
      src: "/images/uploads/team-photo.png",
      width: 3,
      height: 2,
    });
    expect((await storeUpload(root, "team photo.png", png)).src).toBe("/images/uploads/team-photo-2.png");
    expect(existsSync(join(root, "public/images/uploads/team-photo-2.png"))).toBe(true);
  });

  it("takes a phone photo of more than 5 MB, turns it as it was held, makes it smaller and drops where it was taken", async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const stored = await storeUpload(root, "IMG_20261125_101500.jpg", photo);
    // Held upright (Orientation 6): 3,000 wide and 4,000 high as seen, cut to 1,920 wide (not 1,800, the width of a
    // 2,400 px high cut, which a full-width place would warn is too narrow).
    expect(stored).toEqual({ src: "/images/uploads/img-20261125-101500.jpg", width: 1920, height: 2560 });
    expect(stored.width).toBeGreaterThanOrEqual(neededWidth("fullWidth", 3 / 4));
    const file = readFileSync(join(root, "public", stored.src));
    expect(file.length).toBeLessThan(photo.length);
    const metadata = await sharp(file).metadata();
    expect({
      width: metadata.width,
      height: metadata.height,
      exif: metadata.exif,
      orientation: metadata.orientation,
    }).toEqual({ width: stored.width, height: stored.height, exif: undefined, orientation: undefined });
  });

  it("refuses a file whose bytes are not the format its name says, another type, a damaged one, or one too large", async () => {
    await expect(storeUpload(root, "photo.jpg", png)).rejects.toThrow(UploadRefused);
    await expect(
      storeUpload(root, "page.svg", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).rejects.toThrow(UploadRefused);
    await expect(storeUpload(root, "notes.png", Buffer.from("not a picture"))).rejects.toThrow(UploadRefused);
    await expect(storeUpload(root, "cut.png", png.subarray(0, 40))).rejects.toThrow(UploadRefused);
    await expect(storeUpload(root, "huge.png", Buffer.concat([png, Buffer.alloc(maxUploadBytes)]))).rejects.toThrow(
      /at most 20 MB/,
    );
  });

  it("makes a safe name of any name", async () => {
    expect((await storeUpload(root, "../../etc/evil.png", png)).src).toBe("/images/uploads/etc-evil.png");
  });
});
