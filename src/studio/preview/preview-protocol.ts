import type { PagePreview } from "../../core/content/page-preview.ts";

/** Messages between the editor and its preview frame (same origin, so the frame renders with the site's own code). */
export type ToPreview = {
  kind: "render";
  preview: PagePreview;
  /** The block being edited: outlined, and scrolled to when `scroll` is set. */
  selected: number | null;
  scroll: boolean;
  /** A frame showing block examples (the palette) has no header, footer or breadcrumb. */
  bare: boolean;
  /**
   * A frame of a before-and-after (src/studio/ui/reach/): it tells what each part of the page shows (`parts`), and
   * marks with `label` the parts the editor found different from the other side's.
   */
  compare?: { changed: string[]; label: string };
};

/** What a part of the page shows (its text and pictures), by part: "header", "footer", "block 0", "block 1"… */
export type PreviewParts = Record<string, string>;

export type FromPreview =
  | { kind: "ready" }
  | { kind: "select"; index: number }
  | { kind: "parts"; parts: PreviewParts };

export const previewPage = `${import.meta.env.BASE_URL}preview.html`;
