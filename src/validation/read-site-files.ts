import { readFileSync } from "node:fs";
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
