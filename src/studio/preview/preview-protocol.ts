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
};

export type FromPreview = { kind: "ready" } | { kind: "select"; index: number };

export const previewPage = `${import.meta.env.BASE_URL}preview.html`;
