/**
 * What the build made of each image of site data (src/pipeline/build-images.ts), for the blocks to write into the page
 * (src/site/blocks/parts/SiteImage.tsx): the files are named by their content, so browsers keep them for good.
 */
export interface ImageSource {
  /** "image/avif", "image/webp": the formats a browser takes when it can, smallest first. */
  type: string;
  /** "/_images/team-3f9c2a1b7e-480.avif 480w, ..." */
  srcset: string;
}

export interface ResponsiveImage {
  /** The file's own size, as shown (a photo the camera marked as turned is measured turned). */
  width: number;
  height: number;
  /** What a browser that reads no srcset shows: an SVG itself, or a photo's middle-sized copy in JPEG or PNG. */
  src: string;
  /** A photo's copies in JPEG (or PNG, when it is transparent), for browsers without AVIF or WebP. */
  srcset?: string;
  /** A photo's copies in the modern formats, tried in this order. */
  sources?: ImageSource[];
  /** A photo's average colour, painted in its place until it arrives. */
  color?: string;
}

/** Every image of site data by its "src" ("/images/culture/offsite.jpg"). */
export type ImageManifest = Record<string, ResponsiveImage>;

/** The share image for social networks: a JPEG of exactly this size, light enough for every network. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  type: "image/jpeg";
}

/** Where the build writes images, under dist/. */
export const imagesFolder = "_images";
