import { createContext, useContext } from "react";
import type { ImageManifest, ResponsiveImage } from "../../../core/images/responsive-image.ts";

/**
 * What the build made of each image (src/pipeline/build-images.ts), given when the pages are prerendered. `npm run dev`
 * and the unit tests have none: images are then shown as the files they are.
 */
export const ImageManifestContext = createContext<ImageManifest | null>(null);

export function useBuiltImage(src: string): ResponsiveImage | undefined {
  return useContext(ImageManifestContext)?.[src];
}

/**
 * Where a picture the build has not made is fetched from: its own address ("/images/…") on the site and in `npm run
 * dev`; in the editor on the running site, /admin/images/… (src/server/admin/image-routes.ts), which has the pictures
 * uploaded but not yet published.
 */
export const UnbuiltImageSource = createContext<(src: string) => string>((src) => src);
