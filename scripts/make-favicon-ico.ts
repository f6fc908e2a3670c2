/**
 * Writes public/favicon.ico from public/favicon.svg: browsers, feed readers and bookmark services ask for
 * /favicon.ico by themselves, whatever a page's <link rel="icon"> says. An ICO file is a small directory of images;
 * each entry here is a PNG (which every browser since Internet Explorer 9 reads inside an ICO) at 16, 32 and 48 px.
 * Run it again after changing favicon.svg: `npx tsx scripts/make-favicon-ico.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";

const sizes = [16, 32, 48];
const publicDir = resolve(import.meta.dirname, "..", "public");
const svg = readFileSync(join(publicDir, "favicon.svg"));

const images = await Promise.all(
  sizes.map((size) =>
    sharp(svg, { density: (72 * size) / 64 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

// ICONDIR: reserved 0, type 1 (icon), the number of images; then one 16-byte ICONDIRENTRY per image.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length + 16 * images.length;
const entries = images.map((image, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[index] % 256, 0); // width (0 would mean 256)
  entry.writeUInt8(sizes[index] % 256, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});

const ico = Buffer.concat([header, ...entries, ...images]);
writeFileSync(join(publicDir, "favicon.ico"), ico);
console.log(`Wrote public/favicon.ico (${sizes.join(", ")} px, ${ico.length} bytes).`);
