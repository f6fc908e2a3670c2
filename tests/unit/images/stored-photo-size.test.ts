/**
 * The editor's cut of an upload and the image checks' warnings agree: a photo large enough for a place before the cut
 * is large enough after it, in every place, whatever its shape (a photo held upright was 1,800 px wide after the cut,
 * and a full-width place needs 1,856).
 */
import { describe, expect, it } from "vitest";
import { imagePlaceNames, neededWidth, shareImage, widestVariant } from "../../../src/core/images/image-places.ts";
import { storedPhotoWidth, usualLongestSide } from "../../../src/core/images/stored-photo-size.ts";
import { checkImages } from "../../../src/core/validation/image-checks.ts";
import { parseSourceFile } from "../../../src/core/validation/json-source.ts";

/** The warnings of a `width` × `height` JPEG shown in `place`, as the validator gives them. */
function sizeWarnings(place: (typeof imagePlaceNames)[number], width: number, height: number): string[] {
  const text = JSON.stringify({ image: { src: "/images/uploads/photo.jpg", alt: "A photo" } });
  const parsed = parseSourceFile({ file: "site-data/pages/home.json", text });
  if (!parsed.parsed) throw new Error("the page does not parse");
  const use = { file: parsed.parsed, pointer: "/image", place, image: { src: "/images/uploads/photo.jpg" } };
  const { errors, warnings } = checkImages([use], () => ({ bytes: 500_000, type: "jpeg", width, height }));
  expect(errors).toEqual([]);
  return warnings.map((warning) => warning.code);
}

/** What sharp makes of it: the stored width, its height in proportion. */
const stored = (width: number, height: number) => {
  const storedWidth = storedPhotoWidth(width, height);
  return [storedWidth, Math.round((height * storedWidth) / width)] as const;
};

// Phones' and cameras' shapes, both ways up, and a panorama and a tall strip.
const shapes = [
  [4000, 3000],
  [3000, 4000],
  [6000, 4000],
  [4000, 6000],
  [4032, 2268],
  [2268, 4032],
  [3000, 3000],
  [8000, 1000],
  [1000, 8000],
];

describe("storedPhotoWidth: the cut of an upload keeps what every place of an image needs", () => {
  it.each(shapes)("a %i × %i photo cut for the site draws no size warning the photo did not", (width, height) => {
    const [storedWidth, storedHeight] = stored(width, height);
    for (const place of imagePlaceNames) {
      expect({ place, warnings: sizeWarnings(place, storedWidth, storedHeight) }).toEqual({
        place,
        warnings: sizeWarnings(place, width, height),
      });
    }
  });

  it("keeps at least the widest place's width, and cuts only what no visitor gets", () => {
    // The photo of the issue: 4,000 × 3,000 held upright, stored 1,800 × 2,400, short of a full-width place's width.
    const [portraitWidth] = stored(3000, 4000);
    expect(portraitWidth).toBeGreaterThanOrEqual(neededWidth("fullWidth", 3 / 4));
    expect(portraitWidth).toBeGreaterThanOrEqual(widestVariant);
    // A landscape photo keeps the usual longest side; a small one is never enlarged.
    expect(stored(4000, 3000)).toEqual([usualLongestSide, (usualLongestSide * 3) / 4]);
    expect(stored(1000, 800)).toEqual([1000, 800]);
    // A panorama keeps the share image's height.
    expect(stored(8000, 1000)[1]).toBeGreaterThanOrEqual(shareImage.height);
  });
});
