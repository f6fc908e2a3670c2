import { widestVariant } from "./image-places.ts";

/**
 * The widths the build makes of every photo, from a small avatar on a phone to a hero on a large screen: the
 * browser picks the smallest that covers the box at its screen's density (`srcset` with the layout's `sizes`).
 */
export const variantLadder = [160, 320, 480, 640, 960, 1280, widestVariant] as const;

/**
 * The ladder's widths a photo `sourceWidth` px wide can give without being enlarged, and its own width on top when it
 * is narrower than the widest step (a step within 15% of it is left out: it would cost a file and save nothing).
 */
export function variantWidths(sourceWidth: number): number[] {
  if (sourceWidth >= widestVariant) return [...variantLadder];
  return [...variantLadder.filter((width) => width < sourceWidth * 0.85), sourceWidth];
}
