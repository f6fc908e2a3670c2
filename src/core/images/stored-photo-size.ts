import { imagePlaceNames, neededWidth, shareImage } from "./image-places.ts";

/**
 * The longest side a stored upload is usually cut to: the build makes the copies visitors get (at most
 * `widestVariant` px wide) from it, so a phone's 4,000 px and more only cost disk, git and build time.
 */
export const usualLongestSide = 2400;

/** The widest any place of an image needs a photo of this shape to be (image-places.ts): what a cut keeps at least. */
export const widestNeededWidth = (aspect: number) =>
  Math.max(...imagePlaceNames.filter((place) => place !== "share").map((place) => neededWidth(place, aspect)));

/**
 * How wide an editor's upload of `width` × `height` px is stored: at most `usualLongestSide` on its longest side, but
 * never narrower than the widest place needs (a portrait photo cut to 2,400 px high would be 1,800 wide, short of a
 * full-width place's 1,856), nor so narrow that its height falls under the share image's. The image checks measure
 * the stored file against the same places, so an upload the editor cut never draws a warning the photo did not.
 */
export function storedPhotoWidth(width: number, height: number): number {
  const aspect = width / height;
  const usual = Math.round(Math.min(width, usualLongestSide, usualLongestSide * aspect));
  const keeps = Math.max(widestNeededWidth(aspect), shareImage.width, Math.ceil(shareImage.height * aspect));
  return Math.min(width, Math.max(usual, keeps));
}
