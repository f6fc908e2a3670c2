import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { imageSize } from "image-size";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { listFiles } from "../../core/validation/list-files.ts";
import { writeFileAtomically } from "./atomic-write.ts";
import { confinedPath } from "./confined-path.ts";
import type { SiteImage } from "../../core/contract/api-types.ts";
import { ServerError } from "../../core/errors/server-errors.ts";
import { storedPhotoWidth } from "../../core/images/stored-photo-size.ts";

/** What an upload may be: the formats that need no conversion, each by what its bytes say it is. */
const uploadTypes: Record<string, string> = { png: "png", jpg: "jpg", webp: "webp", avif: "heif" };
/** One limit for a picture everywhere: a phone's photo (8 to 15 MB from a 50-megapixel camera) fits. */
export const maxUploadBytes = 20 * 1024 * 1024;

/** How each format is written again: smaller, and without what the camera put in (the place it was taken, its make). */
const encode = (picture: Sharp, extension: string) =>
  extension === "jpg"
    ? picture.jpeg({ quality: 82, mozjpeg: true })
    : extension === "png"
      ? picture.png({ compressionLevel: 9 })
      : extension === "webp"
        ? picture.webp({ quality: 80 })
        : picture.avif({ quality: 55 });
const uploadFolder = "public/images/uploads";

const dimensionsOf = (bytes: Uint8Array) => {
  try {
    const { width, height, type, orientation } = imageSize(bytes);
    return width && height && type ? { width, height, type, orientation } : null;
  } catch {
    return null;
  }
};

/** Every picture the site can show, with its size read from the file (SVGs from their width and height or viewBox). */
export function listSiteImages(root: string): SiteImage[] {
  const folder = join(root, "public", "images");
  if (!existsSync(folder)) return [];
  return listFiles(folder, "")
    .filter((path) => /\.(svg|png|jpe?g|webp|avif)$/i.test(path))
    .flatMap((path) => {
      const size = dimensionsOf(readFileSync(path));
      return size
        ? [
            {
              src: `/${relative(join(root, "public"), path).split(sep).join("/")}`,
              width: size.width,
              height: size.height,
            },
          ]
        : [];
    })
    .sort((a, b) => a.src.localeCompare(b.src));
}

/** An upload refused in words: 400 for the picture itself, 413 or 429 for what the person may upload (src/server/admin/uploads/). */
export class UploadRefused extends ServerError<
  | "picture-too-large"
  | "picture-type-not-taken"
  | "picture-not-what-its-name-says"
  | "picture-unreadable"
  | "uploads-at-once"
  | "upload-quota"
> {}

/**
 * Stores an uploaded picture in public/images/uploads/ under a name made from its own (never over another file), after
 * checking its size and that its bytes are the format its name says. It is turned the way the camera says it was held,
 * made as wide as storedPhotoWidth says (what every place of an image needs, and no more), and written again without its metadata (a phone photo's GPS
 * position is not published); its width and height are those of the stored file.
 */
export async function storeUpload(root: string, name: string, bytes: Uint8Array): Promise<SiteImage> {
  if (bytes.length > maxUploadBytes)
    throw new UploadRefused("picture-too-large", { limit: maxUploadBytes, size: bytes.length });
  const extension = /\.([a-z]+)$/i.exec(name)?.[1].toLowerCase().replace("jpeg", "jpg") ?? "";
  if (!uploadTypes[extension]) throw new UploadRefused("picture-type-not-taken");
  const size = dimensionsOf(bytes);
  if (!size || size.type !== uploadTypes[extension])
    throw new UploadRefused("picture-not-what-its-name-says", { extension });
  let stored: { data: Buffer; info: OutputInfo };
  try {
    // As seen: a photo held upright (EXIF orientation 5 to 8) is stored turned, its width the header's height.
    const upright = (size.orientation ?? 1) >= 5;
    const [seenWidth, seenHeight] = upright ? [size.height, size.width] : [size.width, size.height];
    const picture = sharp(bytes, { failOn: "error", limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: storedPhotoWidth(seenWidth, seenHeight), withoutEnlargement: true });
    stored = await encode(picture, extension).toBuffer({ resolveWithObject: true });
  } catch (error) {
    // sharp fails on bytes it cannot decode (damaged, cut short, too many pixels): the picture's fault, said as such.
    throw new UploadRefused("picture-unreadable", { extension }, { cause: error });
  }
  const stem =
    name
      .replace(/\.[^.]*$/, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "picture";
  mkdirSync(join(root, uploadFolder), { recursive: true });
  let file = `${uploadFolder}/${stem}.${extension}`;
  for (let n = 2; existsSync(join(root, file)); n++) file = `${uploadFolder}/${stem}-${n}.${extension}`;
  writeFileAtomically(confinedPath(root, file), stored.data);
  return { src: file.slice("public".length), width: stored.info.width, height: stored.info.height };
}
