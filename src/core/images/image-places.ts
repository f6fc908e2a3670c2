import {
  articleWidth,
  column,
  fixedWidth,
  fullWidth,
  gridCell,
  sectionWidth,
  widestUpToLaptop,
  type LayoutWidth,
} from "./layout-width.ts";

/**
 * The places site data puts an image, as its schema names them ("imagePlace" beside each image field): how wide each
 * is drawn at most. The blocks lay out their images with the same functions (their `sizes`), and the validator warns
 * when a photo is too small for the widest of these.
 */

/** SimpleGrid spacing="lg" between cards and pictures. */
export const cardGap = 20;
/** Cards and pictures of a grid: one a row on phones, two from "sm", `columns` from "lg". */
export const gridOfCards = (outer: LayoutWidth, columns: number) =>
  gridCell(outer, { base: 1, sm: 2, lg: columns }, cardGap);
/** ProductShowcase: the picture takes half the row from "md" (a Grid with a 48 px gap), the whole row below. */
export const productRowPicture = (outer: LayoutWidth) => column(outer, 1 / 2, 48, "md");
/** A logo row's logos are 56 px tall; their width follows from their shape. */
export const logoHeight = 56;
/** The author's portrait beside a post (AuthorBox) and a quoted customer's (TestimonialCard). */
export const avatarSize = 80;
export const portraitSize = 56;

/** What social networks show with a link: the build crops and sizes the share image to exactly this. */
export const shareImage = { width: 1200, height: 630 } as const;

export type ImagePlaceName = "fullWidth" | "article" | "card" | "productRow" | "avatar" | "portrait" | "logo" | "share";

/** For each place, the box its image fills, given the image's width / height (only a logo's box depends on it). */
export const imagePlaces: Record<ImagePlaceName, (aspect: number) => LayoutWidth> = {
  fullWidth: () => fullWidth,
  article: () => articleWidth,
  // The widest a grid's cell gets is on a phone turned sideways (one a row), whatever the columns on a laptop.
  card: () => gridOfCards(sectionWidth, 3),
  productRow: () => productRowPicture(sectionWidth),
  avatar: () => fixedWidth(avatarSize),
  portrait: () => fixedWidth(portraitSize),
  logo: (aspect: number) => fixedWidth(Math.round(logoHeight * aspect)),
  share: () => fixedWidth(shareImage.width),
};
export const imagePlaceNames = Object.keys(imagePlaces) as ImagePlaceName[];

/**
 * Device pixels per CSS pixel on the screens we plan for: nearly every phone has 2 or more, and so do many laptops.
 * A photo narrower than twice its box looks soft there.
 */
export const sharpScreenDensity = 2;

/** The widest copy of a photo the build makes (variant-widths.ts): a wider source adds nothing a visitor sees. */
export const widestVariant = 1920;

/** How many pixels wide a photo must be to look sharp in `place` on a laptop or a phone. */
export function neededWidth(place: ImagePlaceName, aspect: number): number {
  return Math.min(widestVariant, Math.ceil(widestUpToLaptop(imagePlaces[place](aspect)) * sharpScreenDensity));
}
