import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import type { Sharp } from "sharp";
import { shareImage } from "../core/images/image-places.ts";
import { variantWidths } from "../core/images/variant-widths.ts";

/**
 * How photos are encoded. Part of every file's name (src/pipeline/build-images.ts): a change here makes new files, which
 * browsers fetch afresh. Qualities that look like the original at the size shown; AVIF's 50 looks like JPEG's 75.
 * AVIF at effort 3, not sharp's default 4: measured on a 3000 × 2000 photo's seven widths, 4 took 17 s and 3 took 4 s
 * for files 10 % larger at a phone's width (and on a real 720 px photo, 3.9 s against 1 s for files 5 % smaller). A
 * post published with a new photo waits for this encoding (the admin's test of one: 37.6 s at 4, 27.4 s at 3).
 */
export const encoderSettings = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
  png: { compressionLevel: 9, palette: true, quality: 90 },
  share: { startQuality: 82, lowestQuality: 50, maxBytes: 150 * 1024 },
} as const;

type Format = "avif" | "webp" | "jpeg" | "png";

export interface EncodedPhoto {
  width: number;
  height: number;
  /** JPEG, or PNG for a photo with transparency. */
  fallback: "jpeg" | "png";
  /** Only for an opaque photo: a transparent one shows what is behind it. */
  color?: string;
  variants: { format: Format; width: number; file: string; bytes: number }[];
  /** Every file made, under the cache folder. */
  files: string[];
}

export interface EncodedShareImage {
  width: number;
  height: number;
  bytes: number;
  files: string[];
}

/** sharp (and libvips) loads only when a photo is encoded: most builds find every photo in the cache. */
const loadSharp = async () => (await import("sharp")).default;

/** Turned as the camera said (EXIF orientation), in sRGB, with no metadata: a phone's GPS position never leaves. */
const upright = (sharp: Awaited<ReturnType<typeof loadSharp>>, content: Buffer): Sharp => sharp(content).autoOrient();

const encoders: Record<Format, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(encoderSettings.avif),
  webp: (image) => image.webp(encoderSettings.webp),
  jpeg: (image) => image.jpeg(encoderSettings.jpeg),
  png: (image) => image.png(encoderSettings.png),
};

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, "0");

/**
 * Runs `tasks` with at most `limit` at once, the costliest first (so that the last to finish is a quick one), and
 * gives their results in the tasks' order.
 */
async function costliestFirst<T>(tasks: { cost: number; run(): Promise<T> }[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  const order = tasks.map((_, index) => index).sort((a, b) => tasks[b].cost - tasks[a].cost);
  const runNext = async (): Promise<void> => {
    for (let index = order.shift(); index !== undefined; index = order.shift())
      results[index] = await tasks[index].run();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, runNext));
  return results;
}

/** How long a copy takes, roughly, against the others: AVIF (at effort 3) is some four times slower than WebP or JPEG. */
const relativeCost = (width: number, format: Format) => width * width * (format === "avif" ? 4 : 1);

/**
 * A photo as AVIF, WebP and JPEG (or PNG) at each width of its ladder, written to `dir` as `<name>-<width>.<ext>`.
 * The copies are encoded side by side, one per core: sharp gives libvips one thread per image on Linux with glibc
 * (to keep memory from fragmenting), so one at a time left every other core idle while a photo was encoded (a
 * 3000 × 2000 photo: 16 s one after another, 10 s side by side on two cores).
 */
export async function encodePhoto(content: Buffer, name: string, dir: string): Promise<EncodedPhoto> {
  const sharp = await loadSharp();
  const { autoOrient, hasAlpha } = await sharp(content).metadata();
  const { dominant } = await sharp(content).stats();
  const fallback = hasAlpha ? "png" : "jpeg";
  const copies = variantWidths(autoOrient.width).flatMap((width) =>
    (["avif", "webp", fallback] as const).map((format) => ({ width, format })),
  );
  const variants = await costliestFirst(
    copies.map(({ width, format }) => ({
      cost: relativeCost(width, format),
      async run() {
        const data = await encoders[format](
          upright(sharp, content).resize({ width, withoutEnlargement: true }),
        ).toBuffer();
        const file = `${name}-${width}.${format === "jpeg" ? "jpg" : format}`;
        writeFileSync(join(dir, file), data);
        return { format, width, file, bytes: data.length };
      },
    })),
    availableParallelism(),
  );
  const color = hasAlpha ? undefined : `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
  return {
    width: autoOrient.width,
    height: autoOrient.height,
    fallback,
    color,
    variants,
    files: variants.map((variant) => variant.file),
  };
}

/**
 * The share image: what social networks show beside a link, cropped to 1200 × 630 from the middle, as a JPEG under
 * 150 kB (lower quality until it fits: some networks show no picture at all for a heavy one).
 */
export async function encodeShareImage(content: Buffer, name: string, dir: string): Promise<EncodedShareImage> {
  const sharp = await loadSharp();
  const resized = await upright(sharp, content)
    .resize({ ...shareImage, fit: "cover" })
    .flatten({ background: "#ffffff" })
    .toBuffer();
  let quality: number = encoderSettings.share.startQuality;
  let data = await sharp(resized).jpeg({ quality, mozjpeg: true }).toBuffer();
  while (data.length > encoderSettings.share.maxBytes && quality > encoderSettings.share.lowestQuality) {
    quality -= 8;
    data = await sharp(resized).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
  const file = `${name}.jpg`;
  writeFileSync(join(dir, file), data);
  return { ...shareImage, bytes: data.length, files: [file] };
}
