import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { imageSize } from "image-size";
import { listFiles } from "../../validation/list-files.ts";
import { writeFileAtomically } from "./atomic-write.ts";
import { confinedPath } from "./confined-path.ts";
import type { SiteImage } from "../api-types.ts";


/** What an upload may be: the formats that need no conversion, each by what its bytes say it is. */
const uploadTypes: Record<string, string> = { png: "png", jpg: "jpg", webp: "webp", avif: "heif" };
export const maxUploadBytes = 5 * 1024 * 1024;
const uploadFolder = "public/images/uploads";

const dimensionsOf = (bytes: Uint8Array) => {
  try {
    const { width, height, type } = imageSize(bytes);
    return width && height && type ? { width, height, type } : null;
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
      return size ? [{ src: `/${relative(join(root, "public"), path).split(sep).join("/")}`, width: size.width, height: size.height }] : [];
    })
    .sort((a, b) => a.src.localeCompare(b.src));
}

export class UploadRefused extends Error {}

/**
 * Stores an uploaded picture in public/images/uploads/ under a name made from its own (never over another file), after
 * checking its size and that its bytes are the format its name says; its width and height come from the file.
 */
export function storeUpload(root: string, name: string, bytes: Uint8Array): SiteImage {
  if (bytes.length > maxUploadBytes) throw new UploadRefused(`refused: the picture is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; at most ${maxUploadBytes / 1024 / 1024} MB`);
  const extension = /\.([a-z]+)$/i.exec(name)?.[1].toLowerCase().replace("jpeg", "jpg") ?? "";
  if (!uploadTypes[extension]) throw new UploadRefused("refused: a picture must be a .png, .jpg, .webp or .avif file");
  const size = dimensionsOf(bytes);
  if (!size || size.type !== uploadTypes[extension]) throw new UploadRefused(`refused: the file is not the ${extension.toUpperCase()} picture its name says`);
  const stem = name.replace(/\.[^.]*$/, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "picture";
  mkdirSync(join(root, uploadFolder), { recursive: true });
  let file = `${uploadFolder}/${stem}.${extension}`;
  for (let n = 2; existsSync(join(root, file)); n++) file = `${uploadFolder}/${stem}-${n}.${extension}`;
  writeFileAtomically(confinedPath(root, file), bytes);
  return { src: file.slice("public".length), width: size.width, height: size.height };
}
