import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { readImageFile } from "../core/images/read-image-file.ts";
import {
  imagesFolder,
  type ImageManifest,
  type ResponsiveImage,
  type ShareImage,
} from "../core/images/responsive-image.ts";
import { replaceFile, replaceWithCopy } from "./replace-file.ts";
import { encodePhoto, encodeShareImage, encoderSettings, type EncodedPhoto } from "./encode-image.ts";

export interface BuildImagesOptions {
  publicDir: string;
  /** dist/: the images go to dist/_images/. */
  outDir: string;
  /** Where encoded copies are kept between builds (.cache/images/): an unchanged photo is never encoded twice. */
  cacheDir: string;
  /** Every "src" site data names. */
  sources: Iterable<string>;
  /** site.json's seo.image. */
  shareSource: string;
}

export interface BuiltImages {
  images: ImageManifest;
  share: ShareImage;
  /** How many photos were encoded now (the others came from the cache). */
  encoded: number;
  /** Every file made for dist/_images/, by name: named by their content, so a name already there is that file. */
  files: string[];
}

/** "team-offsite-3f9c2a1b7e": the file's name and the first characters of a hash of its content and the settings. */
function nameFor(src: string, content: Buffer, purpose: string): string {
  const stem = basename(src, extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-");
  const hash = createHash("sha256")
    .update(content)
    .update(JSON.stringify({ encoderSettings, purpose }))
    .digest("hex")
    .slice(0, 10);
  return `${stem}-${hash}`;
}

function readRecord<T extends { files: string[] }>(path: string): T | null {
  try {
    const value = JSON.parse(readFileSync(path, "utf8")) as T;
    return Array.isArray(value?.files) ? value : null;
  } catch {
    return null;
  }
}

/** The encoding of `name`, from the cache when an earlier build made it and every file is still there. */
async function cached<T extends { files: string[] }>(
  cacheDir: string,
  name: string,
  make: () => Promise<T>,
): Promise<{ value: T; fresh: boolean }> {
  const record = join(cacheDir, `${name}.json`);
  if (existsSync(record)) {
    // A record cut short (a build stopped while writing it, by an older version that wrote in place) is made again.
    const value = readRecord<T>(record);
    if (value?.files.every((file) => existsSync(join(cacheDir, file)))) return { value, fresh: false };
  }
  const value = await make();
  // Whole or not at all: a build stopped here leaves the old record or none, never half of one.
  replaceFile(record, JSON.stringify(value));
  return { value, fresh: true };
}

const url = (file: string) => `/${imagesFolder}/${file}`;

function responsivePhoto(photo: EncodedPhoto): ResponsiveImage {
  const srcset = (format: string) =>
    photo.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${url(variant.file)} ${variant.width}w`)
      .join(", ");
  const fallbacks = photo.variants.filter((variant) => variant.format === photo.fallback);
  // For a browser that reads no srcset: a copy about as wide as a laptop shows a photo.
  const middle = fallbacks.find((variant) => variant.width >= 960) ?? fallbacks[fallbacks.length - 1];
  return {
    width: photo.width,
    height: photo.height,
    src: url(middle.file),
    srcset: srcset(photo.fallback),
    sources: ["avif", "webp"].map((format) => ({ type: `image/${format}`, srcset: srcset(format) })),
    color: photo.color,
  };
}

/**
 * Makes the images of site data for visitors, into dist/_images/: each photo (JPEG, PNG, WebP, AVIF) as AVIF, WebP and
 * JPEG (PNG when transparent) at the widths of src/core/images/variant-widths.ts, each SVG copied as it is, and the share
 * image as a 1200 × 630 JPEG. Every file is named by the content it comes from, so browsers may keep it for good.
 * The sources passed validation (src/core/validation/image-checks.ts): they are what their names say.
 */
export async function buildImages({
  publicDir,
  outDir,
  cacheDir,
  sources,
  shareSource,
}: BuildImagesOptions): Promise<BuiltImages> {
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(join(outDir, imagesFolder), { recursive: true });
  const used = new Set<string>();
  const published: string[] = [];
  /** Copies to dist/ what an earlier build has not left there (a file's name says its content). */
  const publish = (files: string[], content?: Buffer) => {
    for (const file of files) {
      used.add(file);
      published.push(file);
      const target = join(outDir, imagesFolder, file);
      if (existsSync(target)) continue;
      if (content) replaceFile(target, content);
      else replaceWithCopy(join(cacheDir, file), target);
    }
  };
  const images: ImageManifest = {};
  let encoded = 0;

  for (const src of new Set(sources)) {
    const path = join(publicDir, ...src.split("/").filter(Boolean));
    const content = readFileSync(path);
    const name = nameFor(src, content, "page");
    used.add(`${name}.json`);
    if (extname(src).toLowerCase() === ".svg") {
      const file = `${name}.svg`;
      publish([file], content);
      const { width, height } = readImageFile(publicDir, src)!;
      images[src] = { width: width!, height: height!, src: url(file) };
      continue;
    }
    const { value: photo, fresh } = await cached(cacheDir, name, () => encodePhoto(content, name, cacheDir));
    if (fresh) encoded++;
    publish(photo.files);
    images[src] = responsivePhoto(photo);
  }

  const shareContent = readFileSync(join(publicDir, ...shareSource.split("/").filter(Boolean)));
  const shareName = nameFor(shareSource, shareContent, "share");
  used.add(`${shareName}.json`);
  const { value: shareImage } = await cached(cacheDir, shareName, () =>
    encodeShareImage(shareContent, shareName, cacheDir),
  );
  publish(shareImage.files);

  // Copies of photos no longer in site data would pile up build after build.
  for (const file of readdirSync(cacheDir)) if (!used.has(file)) rmSync(join(cacheDir, file), { force: true });
  return {
    images,
    share: { src: url(shareImage.files[0]), width: shareImage.width, height: shareImage.height, type: "image/jpeg" },
    encoded,
    files: published,
  };
}
