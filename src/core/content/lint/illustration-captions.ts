import { escapePointerSegment } from "../../validation/json-pointer.ts";
import type { ParsedFile } from "../../validation/json-source.ts";
import { placed, type Placed } from "./placed.ts";

/** "photo", "photos", "photograph(s)", "photographed", as a word. */
const photoWord = /\bphoto(?:s|graphs?|graphed)?\b/i;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isDrawing = (image: unknown): image is Json =>
  isObject(image) && typeof image.src === "string" && /\.svg$/i.test(image.src);

/**
 * Alt texts and captions that call a drawing a photo (docs/decisions.md#d21): an SVG image whose "alt" says "photo",
 * or whose caption beside it ({ "image": ..., "caption": ... }) does. A real photograph may say it.
 */
export function illustrationCaptions(files: Map<string, ParsedFile>): Placed[] {
  const found: Placed[] = [];
  const visit = (file: string, value: unknown, pointer: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => void visit(file, item, `${pointer}/${index}`));
    if (!isObject(value)) return;
    if (isDrawing(value) && typeof value.alt === "string" && photoWord.test(value.alt))
      found.push(placed(file, `${pointer}/alt`, "drawing-called-photo", { src: value.src as string }));
    if (isDrawing(value.image) && typeof value.caption === "string" && photoWord.test(value.caption))
      found.push(placed(file, `${pointer}/caption`, "drawing-called-photo", { src: value.image.src as string }));
    for (const [key, child] of Object.entries(value)) visit(file, child, `${pointer}/${escapePointerSegment(key)}`);
  };
  for (const [file, parsed] of files) visit(file, parsed.value, "");
  return found;
}
