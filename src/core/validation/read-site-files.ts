import { readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { SourceFile } from "./json-source.ts";
import { listFiles } from "./list-files.ts";
import { readImageFile, type ImageFile } from "../images/read-image-file.ts";

/** Every .json file under site-data/, named relative to the project root ("site-data/pages/home.json"). */
export function readSiteFiles(projectRoot: string): SourceFile[] {
  return listFiles(join(projectRoot, "site-data"), ".json")
    .map((path) => ({ file: relative(projectRoot, path).split(sep).join("/"), text: readFileSync(path, "utf8") }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Reads "/images/x.jpg" under the given public folder (each file once: several places may show it). */
export function publicImageReader(publicDir: string): (src: string) => ImageFile | null {
  const read = new Map<string, ImageFile | null>();
  return (src) => {
    if (!read.has(src)) read.set(src, readImageFile(publicDir, src));
    return read.get(src)!;
  };
}

/**
 * Like publicImageReader, for a process that keeps running while pictures are added or replaced (the site editor):
 * a file is read again when its size or modification time has changed since it was last read.
 */
export function changingPublicImageReader(publicDir: string): (src: string) => ImageFile | null {
  const read = new Map<string, { stamp: string; image: ImageFile | null }>();
  return (src) => {
    let stamp = "missing";
    try {
      const stats = statSync(join(publicDir, ...src.split("/").filter(Boolean)));
      stamp = `${stats.size}:${stats.mtimeMs}`;
    } catch {
      // No such file (or not readable): readImageFile says so.
    }
    const known = read.get(src);
    if (known?.stamp === stamp) return known.image;
    const image = readImageFile(publicDir, src);
    read.set(src, { stamp, image });
    return image;
  };
}
