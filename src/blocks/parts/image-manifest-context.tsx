import { createContext, useContext } from "react";
import type { ImageManifest, ResponsiveImage } from "../../images/responsive-image.ts";

/**
 * What the build made of each image (src/build/build-images.ts), given when the pages are prerendered. `npm run dev`
 * and the unit tests have none: images are then shown as the files they are.
 */
export const ImageManifestContext = createContext<ImageManifest | null>(null);

export function useBuiltImage(src: string): ResponsiveImage | undefined {
  return useContext(ImageManifestContext)?.[src];
}
