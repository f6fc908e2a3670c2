import { extensionOf } from "../../images/image-formats.ts";
import type { ImageFile } from "../../images/read-image-file.ts";
import { escapePointerSegment } from "../../validation/json-pointer.ts";
import type { ParsedFile } from "../../validation/json-source.ts";
import type { SiteAddress } from "./site-addresses.ts";
import { oncePerPlace, placed, type Placed } from "./placed.ts";

/** The budget when the site's settings name none: what a phone on a metered plan fetches for one page's pictures. */
export const defaultPageWeightBudgetKb = 500;

/**
 * The widest a picture is shown on a phone, in the screen's pixels: a phone 375 px wide with 2 pixels to each of its
 * points (the phone of src/pipeline/image-weight.ts), a picture at most as wide as the screen.
 */
export const phoneScreenPixels = 375 * 2;

/**
 * What a picture weighs on a phone, estimated before any build from its stored file: the build makes smaller copies of
 * a photo and the phone fetches one about as wide as the screen, so a photo wider than that counts its bytes in
 * proportion to the pixels the phone gets. Drawings (SVG) are sent as they are (compressed on the way). Usually on the
 * heavy side, as the build's copies are also better compressed (AVIF, WebP) than an upload: an estimate, not a
 * measure (src/pipeline/image-weight.ts measures the built site in a browser).
 */
export function phoneBytes(file: ImageFile): number {
  if (file.type === "svg" || !file.width || !file.height) return file.bytes;
  const scale = Math.min(1, phoneScreenPixels / file.width);
  return Math.round(file.bytes * scale * scale);
}

/** The pictures of one file, weighed: their sum, and the heaviest with where it is written. */
interface FileWeight {
  bytes: number;
  heaviest: { pointer: string; bytes: number } | null;
  /**
   * The findings at its heaviest picture, by what they say: the same finding from one check to the next is the same
   * object, which the lint places in its file once (lint-site.ts), however many pages are over the budget.
   */
  findings: Map<string, Placed>;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type ReadImage = (src: string) => ImageFile | null;

/**
 * Each file weighed once while it is unchanged (by each reader of pictures): a check of one changed post weighs that
 * post only. A picture replaced under the same name is weighed again when a file that shows it changes.
 */
const weighedBy = new WeakMap<ReadImage, WeakMap<ParsedFile, FileWeight>>();

function weightOf(parsed: ParsedFile, readImage: ReadImage): FileWeight {
  let weighed = weighedBy.get(readImage);
  if (!weighed) {
    weighed = new WeakMap();
    weighedBy.set(readImage, weighed);
  }
  const known = weighed.get(parsed);
  if (known) return known;
  const weight: FileWeight = { bytes: 0, heaviest: null, findings: new Map() };
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => void visit(item, `${pointer}/${index}`));
    if (!isObject(value)) return;
    if (typeof value.src === "string" && value.src.startsWith("/") && extensionOf(value.src)) {
      const file = readImage(value.src);
      const bytes = file ? phoneBytes(file) : 0;
      weight.bytes += bytes;
      if (bytes > (weight.heaviest?.bytes ?? 0)) weight.heaviest = { pointer: `${pointer}/src`, bytes };
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${pointer}/${escapePointerSegment(key)}`);
  };
  visit(parsed.value, "");
  weighed.set(parsed, weight);
  return weight;
}

/**
 * Pages whose own pictures (its blocks', and on an item's page the item's) weigh more on a phone than the site's
 * budget, each at its heaviest picture's field: the first picture to make smaller. Pictures of the items a page
 * lists (cards) are not counted: a list shows small copies of them, a screenful at a time.
 */
export function pageWeights(
  addresses: readonly { address: SiteAddress }[],
  files: Map<string, ParsedFile>,
  readImage: ReadImage,
  budgetKb: number,
): Placed[] {
  const budget = budgetKb * 1024;
  const found: Placed[][] = [];
  for (const { address } of addresses) {
    const parts = [address.pageFile, address.item?.file].flatMap((file) => {
      const parsed = file ? files.get(file) : undefined;
      return parsed ? [{ file: parsed.file, weight: weightOf(parsed, readImage) }] : [];
    });
    const bytes = parts.reduce((sum, { weight }) => sum + weight.bytes, 0);
    if (bytes <= budget) continue;
    let heaviest: { file: string; weight: FileWeight } | null = null;
    for (const { file, weight } of parts)
      if (weight.heaviest && weight.heaviest.bytes > (heaviest?.weight.heaviest?.bytes ?? 0))
        heaviest = { file, weight };
    const at = heaviest?.weight.heaviest;
    if (!heaviest || !at) continue;
    const key = `${address.pathname}\u0000${bytes}\u0000${budgetKb}`;
    let finding = heaviest.weight.findings.get(key);
    if (!finding) {
      finding = placed(heaviest.file, at.pointer, "page-too-heavy", {
        pathname: address.pathname,
        bytes,
        budgetKb,
        heaviestBytes: at.bytes,
      });
      heaviest.weight.findings.set(key, finding);
    }
    found.push([finding]);
  }
  return oncePerPlace(found);
}
