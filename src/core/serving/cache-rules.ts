import { imagesFolder } from "../images/responsive-image.ts";

/** Folders of dist/ whose files are named by their content (Vite's assets, the build's images): kept for good. */
export const immutableFolders = ["assets", imagesFolder];
export const immutableCacheControl = "public, max-age=31536000, immutable";
