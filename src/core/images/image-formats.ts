/** The image files site data may name, by extension, with the type a file of each must be. */
export const imageTypeOfExtension = {
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".png": "png",
  ".webp": "webp",
  ".avif": "avif",
  ".svg": "svg",
} as const;

export type ImageType = (typeof imageTypeOfExtension)[keyof typeof imageTypeOfExtension];

/** What editors call each type, in messages. */
export const imageTypeNames: Record<ImageType, string> = {
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
  svg: "SVG",
};

export function extensionOf(src: string): keyof typeof imageTypeOfExtension | null {
  const extension = /\.[a-z]+$/i.exec(src)?.[0].toLowerCase();
  return extension && extension in imageTypeOfExtension ? (extension as keyof typeof imageTypeOfExtension) : null;
}

/** Sources over these are refused: a camera's original belongs in the photo library, not in the site. */
export const sourceLimits = { pixels: 8000, bytes: 20 * 1024 * 1024 } as const;
/** Sources over this are converted all the same, with a warning: the original still sits in the repository. */
export const heavySourceBytes = 5 * 1024 * 1024;
