import type { PageData } from "../core/content/types.ts";
import type { Site } from "../core/generated/site-data.ts";
import type { ImageManifest, ShareImage } from "../core/images/responsive-image.ts";

/** What every build worker is given once (src/pipeline/build-worker.ts): what all pages share. */
export interface WorkerSetup {
  /** The client build's index.html, ready for pages (src/pipeline/page-html.ts). */
  template: string;
  site: Site;
  images: ImageManifest;
  share: ShareImage;
}

/** One address to render, from its data. */
export interface RenderJob {
  kind: "render";
  pathname: string;
  page: PageData;
  /**
   * The site's settings for this page instead of the setup's: a reviewer's copy of a page as a change would make it
   * (src/server/admin/reviews/), whose change may be of the settings (the menu, the footer). The build never sets it.
   */
  site?: Site;
}

export interface RenderedPage {
  html: string;
}

/** One file of dist/ to compress, into the copies beside it and the cache kept between builds. */
export interface CompressJob {
  kind: "compress";
  source: string;
  /** Each copy is written to every path listed for it. */
  brotli: string[];
  gzip: string[];
  /** Fast settings, for a publish (src/pipeline/compressed-copies.ts): copies a little larger, made in a fraction of the time. */
  quick?: boolean;
}

export interface CompressedFile {
  brotliBytes: number;
}

export type BuildJob = RenderJob | CompressJob;
export type JobResult<J extends BuildJob> = J extends RenderJob ? RenderedPage : CompressedFile;

export type ToWorker = { id: number; job: BuildJob };
export type FromWorker =
  | { ready: true }
  | { id: number; result: RenderedPage | CompressedFile }
  | { id: number; error: string };
