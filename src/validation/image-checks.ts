import type { Diagnostic } from "./diagnostic.ts";
import { diagnosticAt, type ParsedFile } from "./json-source.ts";
import type { ImageUse } from "./site-index.ts";
import {
  extensionOf,
  heavySourceBytes,
  imageTypeNames,
  imageTypeOfExtension,
  sourceLimits,
} from "../images/image-formats.ts";
import { imagePlaces, neededWidth, sharpScreenDensity, shareImage, widestVariant } from "../images/image-places.ts";
import { widestUpToLaptop } from "../images/layout-width.ts";
import type { ImageFile } from "../images/read-image-file.ts";
import { svgProblems } from "../images/svg-problems.ts";

export interface ImageChecks {
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/** An image of one file of site data, as the "imagePlace" keyword met it. */
export interface PlacedImageUse extends ImageUse {
  file: ParsedFile;
}

type Json = Record<string, unknown>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const reexport =
  "Export it again at most 3000 px wide as a JPEG of quality 85 (usually under 2 MB) and replace the file: the build makes the small copies visitors download.";

/** What is wrong with the file itself: its type, its size, an SVG's content. Null when it can be shown. */
function fileProblem(src: string, file: ImageFile): { message: string; hint: string } | null {
  const path = `"public${src}"`;
  const expected = imageTypeOfExtension[extensionOf(src)!];
  if (file.type !== expected) {
    const content = file.type
      ? `a ${imageTypeNames[file.type]} image`
      : file.otherType
        ? `a ${file.otherType.toUpperCase()} image, which the site does not take`
        : "not an image the site can read";
    return {
      message: `${path} is not the ${imageTypeNames[expected]} its name says: its content is ${content}`,
      hint: file.type
        ? `Rename it to end in .${file.type === "jpeg" ? "jpg" : file.type} (and change "src"), or export it again as ${imageTypeNames[expected]}.`
        : "Export the picture again as JPEG (a photo), PNG (a screenshot or flat colours) or SVG (a drawing), and replace the file.",
    };
  }
  if (file.bytes > sourceLimits.bytes) {
    return {
      message: `${path} is ${megabytes(file.bytes)}; the site takes images up to ${sourceLimits.bytes / 1024 / 1024} MB`,
      hint: reexport,
    };
  }
  if (file.type !== "svg" && (file.width === undefined || file.height === undefined)) {
    return {
      message: `${path} cannot be read as a ${imageTypeNames[expected]} image (the file may be damaged)`,
      hint: "Export the picture again and replace the file.",
    };
  }
  if ((file.width ?? 0) > sourceLimits.pixels || (file.height ?? 0) > sourceLimits.pixels) {
    return {
      message: `${path} is ${file.width} × ${file.height} pixels; the site takes images up to ${sourceLimits.pixels} pixels on a side`,
      hint: reexport,
    };
  }
  const [svgProblem] = file.svgText ? svgProblems(file.svgText) : [];
  if (svgProblem) {
    return {
      message: `the SVG ${path} contains ${svgProblem.found}`,
      hint: "Remove it: the site shows drawings as pictures, which need no scripts, event handlers or other files. Save the drawing again as plain SVG, with its fonts and pictures inside it or turned into shapes.",
    };
  }
  return null;
}

/** A photo narrower than its place needs looks soft; a heavy one weighs on the repository. */
function photoWarnings(
  use: PlacedImageUse,
  src: string,
  file: ImageFile,
  at: (pointer: string, message: string, hint: string) => Diagnostic,
): Diagnostic[] {
  const found: Diagnostic[] = [];
  const path = `"public${src}"`;
  const width = file.width!;
  const height = file.height!;
  if (use.place === "share") {
    if (width < shareImage.width || height < shareImage.height) {
      found.push(
        at(
          `${use.pointer}/src`,
          `the share image ${path} is ${width} × ${height} pixels; social networks show ${shareImage.width} × ${shareImage.height}, so it will look blurry there`,
          `Use a picture at least ${shareImage.width} × ${shareImage.height} pixels: the build crops it to that shape from the middle.`,
        ),
      );
    }
  } else if (use.place === "logo") {
    const needed = neededWidth("logo", width / height);
    if (width < needed) {
      found.push(
        at(
          `${use.pointer}/src`,
          `the logo ${path} is ${width} × ${height} pixels; it is shown ${Math.round(needed / sharpScreenDensity)} px wide, so it will look blurry on screens with ${sharpScreenDensity} device pixels per pixel (most phones, many laptops)`,
          `Use an SVG, or a picture at least ${needed} px wide.`,
        ),
      );
    }
  } else {
    const needed = neededWidth(use.place, width / height);
    if (width < needed) {
      const shown = widestUpToLaptop(imagePlaces[use.place](width / height));
      found.push(
        at(
          `${use.pointer}/src`,
          `the photo ${path} is ${width} px wide, but its place on the page is up to ${shown} px wide: on screens with ${sharpScreenDensity} device pixels per pixel (most phones, many laptops) it needs ${needed} px, or it looks blurry`,
          `Use a photo at least ${needed} px wide${needed < widestVariant ? ` (${widestVariant} px or more is plenty)` : ""}: the build makes the smaller copies phones download.`,
        ),
      );
    }
  }
  if (file.bytes > heavySourceBytes) {
    found.push(
      at(
        `${use.pointer}/src`,
        `${path} is ${megabytes(file.bytes)}: visitors get the small copies the build makes, but the original stays in the repository, in every copy of it and every build`,
        reexport,
      ),
    );
  }
  return found;
}

/**
 * Every image of site data against its file (src/images/read-image-file.ts): a file that is not the image its name
 * says, one too large to take, an SVG that could run code or load other files, and a width or height that is not the
 * file's. Warnings for a photo too small for its place and for a very heavy one.
 */
export function checkImages(uses: PlacedImageUse[], readImage: (src: string) => ImageFile | null): ImageChecks {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  for (const use of uses) {
    const image = use.image as Json;
    if (typeof image !== "object" || image === null || typeof image.src !== "string" || !extensionOf(image.src))
      continue;
    // A missing file is the "publicFile" keyword's to report.
    const file = readImage(image.src);
    if (!file) continue;
    const at = (pointer: string, message: string, hint: string): Diagnostic =>
      diagnosticAt(use.file, pointer, message, hint);
    const problem = fileProblem(image.src, file);
    if (problem) {
      errors.push(at(`${use.pointer}/src`, problem.message, problem.hint));
      continue;
    }
    if (file.width === undefined || file.height === undefined) continue;
    const size = `${file.width} × ${file.height} pixels`;
    const sizeHint = `Set "width": ${file.width} and "height": ${file.height}, or leave both out: the build reads them from the file.`;
    if (image.width !== undefined && image.width !== file.width) {
      errors.push(
        at(`${use.pointer}/width`, `"width" is ${String(image.width)}, but "public${image.src}" is ${size}`, sizeHint),
      );
    } else if (image.height !== undefined && image.height !== file.height) {
      errors.push(
        at(
          `${use.pointer}/height`,
          `"height" is ${String(image.height)}, but "public${image.src}" is ${size}`,
          sizeHint,
        ),
      );
    } else if (file.type !== "svg") {
      warnings.push(...photoWarnings(use, image.src, file, at));
    }
  }
  return { errors, warnings };
}
