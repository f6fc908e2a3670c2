import type { Diagnostic } from "./diagnostic.ts";
import { problem, type Problem } from "./errors.ts";
import { diagnosticAt, problemAt, type ParsedFile } from "./json-source.ts";
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

/** What is wrong with the file itself: its type, its size, an SVG's content. Null when it can be shown. */
function fileProblem(src: string, file: ImageFile): Problem | null {
  const expectedType = imageTypeOfExtension[extensionOf(src)!];
  const expected = imageTypeNames[expectedType];
  if (file.type !== expectedType) {
    return problem("image-not-what-its-name-says", {
      src,
      expected,
      foundType: file.type ?? undefined,
      foundName: file.type ? imageTypeNames[file.type] : undefined,
      otherType: file.type ? undefined : (file.otherType ?? undefined),
    });
  }
  if (file.bytes > sourceLimits.bytes)
    return problem("image-too-large-file", { src, bytes: file.bytes, limitMb: sourceLimits.bytes / 1024 / 1024 });
  if (file.type !== "svg" && (file.width === undefined || file.height === undefined))
    return problem("image-unreadable", { src, expected });
  if ((file.width ?? 0) > sourceLimits.pixels || (file.height ?? 0) > sourceLimits.pixels) {
    return problem("image-too-many-pixels", {
      src,
      width: file.width!,
      height: file.height!,
      limit: sourceLimits.pixels,
    });
  }
  const [svgProblem] = file.svgText ? svgProblems(file.svgText) : [];
  if (svgProblem) return problem("svg-unsafe", { src, found: svgProblem.found });
  return null;
}

/** A photo narrower than its place needs looks soft; a heavy one weighs on the repository. */
function photoWarnings(use: PlacedImageUse, src: string, file: ImageFile): Diagnostic[] {
  const found: Diagnostic[] = [];
  const pointer = `${use.pointer}/src`;
  const width = file.width!;
  const height = file.height!;
  if (use.place === "share") {
    if (width < shareImage.width || height < shareImage.height) {
      found.push(
        diagnosticAt(use.file, pointer, "share-image-too-small", {
          src,
          width,
          height,
          neededWidth: shareImage.width,
          neededHeight: shareImage.height,
        }),
      );
    }
  } else if (use.place === "logo") {
    const needed = neededWidth("logo", width / height);
    if (width < needed) {
      found.push(
        diagnosticAt(use.file, pointer, "logo-too-small", {
          src,
          width,
          height,
          shownWidth: Math.round(needed / sharpScreenDensity),
          density: sharpScreenDensity,
          needed,
        }),
      );
    }
  } else {
    const needed = neededWidth(use.place, width / height);
    if (width < needed) {
      found.push(
        diagnosticAt(use.file, pointer, "photo-too-small", {
          src,
          width,
          shown: widestUpToLaptop(imagePlaces[use.place](width / height)),
          density: sharpScreenDensity,
          needed,
          plenty: needed < widestVariant ? widestVariant : undefined,
        }),
      );
    }
  }
  if (file.bytes > heavySourceBytes)
    found.push(diagnosticAt(use.file, pointer, "heavy-image", { src, bytes: file.bytes }));
  return found;
}

/**
 * Every image of site data against its file (src/core/images/read-image-file.ts): a file that is not the image its name
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
    const problemOfFile = fileProblem(image.src, file);
    if (problemOfFile) {
      errors.push(problemAt(use.file, `${use.pointer}/src`, problemOfFile));
      continue;
    }
    if (file.width === undefined || file.height === undefined) continue;
    const size = { src: image.src, width: file.width, height: file.height };
    if (image.width !== undefined && image.width !== file.width) {
      errors.push(
        diagnosticAt(use.file, `${use.pointer}/width`, "image-size-not-the-files", {
          side: "width",
          written: String(image.width),
          ...size,
        }),
      );
    } else if (image.height !== undefined && image.height !== file.height) {
      errors.push(
        diagnosticAt(use.file, `${use.pointer}/height`, "image-size-not-the-files", {
          side: "height",
          written: String(image.height),
          ...size,
        }),
      );
    } else if (file.type !== "svg") {
      warnings.push(...photoWarnings(use, image.src, file));
    }
  }
  return { errors, warnings };
}
