import { openSync, readSync, closeSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { sourceLimits, type ImageType } from "./image-formats.ts";

/** What the validator and the build learn of an image file without decoding it. */
export interface ImageFile {
  bytes: number;
  /** The type its content says, whatever its name says; null when it is no image we know. */
  type: ImageType | null;
  /** What image-size calls a type we do not take ("gif", "tiff", ...), to name it in a message. */
  otherType?: string;
  /** As shown: a photo the camera marked as turned is measured the way it is turned when shown. */
  width?: number;
  height?: number;
  /** An SVG's text, for the safety check. */
  svgText?: string;
}

const knownTypes: Record<string, ImageType> = {
  jpg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "avif",
  heif: "avif",
  svg: "svg",
};

/** EXIF orientations 5 to 8 turn the picture a quarter: its width is the stored height. */
const turnedQuarter = (orientation: number | undefined) =>
  orientation !== undefined && orientation >= 5 && orientation <= 8;

/** A file too big to take is only sniffed (its first bytes), never read whole. */
function readHead(path: string, bytes: number): Buffer {
  const length = Math.min(bytes, 1024 * 1024);
  const buffer = Buffer.alloc(length);
  const fd = openSync(path, "r");
  try {
    return buffer.subarray(0, readSync(fd, buffer, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

/** Reads the header of `src` ("/images/x.jpg") under `publicDir`; null when there is no such file. */
export function readImageFile(publicDir: string, src: string): ImageFile | null {
  const path = join(publicDir, ...src.split("/").filter(Boolean));
  if (!path.startsWith(publicDir)) return null;
  let bytes: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return null;
    bytes = stat.size;
  } catch {
    return null;
  }
  const content = bytes > sourceLimits.bytes ? readHead(path, bytes) : readFileSync(path);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(content);
  } catch {
    // An SVG image-size cannot measure (no width, height or viewBox) is still an SVG.
    const text = content.toString("utf8", 0, Math.min(content.length, 4096));
    return /<svg[\s>]/.test(text) ? { bytes, type: "svg", svgText: content.toString("utf8") } : { bytes, type: null };
  }
  const type = knownTypes[size.type ?? ""] ?? null;
  const [width, height] = turnedQuarter(size.orientation) ? [size.height, size.width] : [size.width, size.height];
  return {
    bytes,
    type,
    otherType: type ? undefined : size.type,
    width,
    height,
    svgText: type === "svg" ? content.toString("utf8") : undefined,
  };
}
