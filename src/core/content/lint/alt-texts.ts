import { escapePointerSegment } from "../../validation/json-pointer.ts";
import type { ParsedFile } from "../../validation/json-source.ts";
import { placed, type Placed } from "./placed.ts";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const imageFile = /\.(svg|png|jpe?g|webp|avif)$/i;

/**
 * Words that fill the field without saying what the picture shows: a screen reader reads "image" or "IMG_2041" aloud,
 * which tells its listener nothing. The schema already refuses an empty alt text (unless the image is ticked
 * Decorative); these pass it.
 */
const sayNothing = new Set([
  "image",
  "img",
  "photo",
  "picture",
  "pic",
  "graphic",
  "alt",
  "alt text",
  "untitled",
  "placeholder",
  "todo",
  "tbd",
  "describe what the picture shows",
]);
/** What cameras and phones name their files: IMG_2041, DSC01234, PXL_20240102_..., Screenshot 2024-... */
const cameraName = /^(img|dsc|dscn|pxl|photo|screenshot|screen shot|whatsapp image)[\s_-]*[\d_ .:-]*\d[\d_ .:-]*$/i;

/** The file name of a picture without its folder or type: "team-workshop" of "/images/culture/team-workshop.svg". */
const baseName = (src: string) => src.split("/").pop()!.replace(imageFile, "").toLowerCase();
const normalised = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** Why an alt text says nothing of its picture, or null when it may well say something. */
export function emptyAltText(alt: string, src: string): "blank" | "file-name" | "placeholder" | null {
  const text = normalised(alt);
  if (text === "") return "blank";
  const name = baseName(src);
  if (text === name || text.replace(imageFile, "") === name || text.replace(/[\s_-]+/g, "-") === name)
    return "file-name";
  if (sayNothing.has(text.replace(/[.:]$/, "")) || cameraName.test(text.replace(imageFile, ""))) return "placeholder";
  return null;
}

/**
 * Images whose alt text is missing in all but name (a screen reader user is told nothing of them): blank, the file's
 * name, or a word that stands for any picture. A decorative image is meant to say nothing.
 */
export function altTexts(files: Map<string, ParsedFile>): Placed[] {
  const found: Placed[] = [];
  const visit = (file: string, value: unknown, pointer: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => void visit(file, item, `${pointer}/${index}`));
    if (!isObject(value)) return;
    if (
      typeof value.src === "string" &&
      imageFile.test(value.src) &&
      typeof value.alt === "string" &&
      !value.decorative
    ) {
      const why = emptyAltText(value.alt, value.src);
      if (why) found.push(placed(file, `${pointer}/alt`, "alt-text-missing", { src: value.src, alt: value.alt, why }));
    }
    for (const [key, child] of Object.entries(value)) visit(file, child, `${pointer}/${escapePointerSegment(key)}`);
  };
  for (const [file, parsed] of files) visit(file, parsed.value, "");
  return found;
}
