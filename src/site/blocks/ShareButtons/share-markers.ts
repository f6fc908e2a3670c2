/** The parts of a shareButtons block its island takes over (src/site/blocks/ShareButtons/ShareButtons.tsx, src/site/blocks/ShareButtons/island.ts). */
export const shareMarkers = {
  copyItem: "data-copy-item",
  copyButton: "data-copy-link",
  /** The address in a field, shown when copying by hand is the only way. */
  manualCopy: "data-copy-manually",
  /** Carries the "Link copied" words; says them while they are true. */
  status: "data-copied-message",
} as const;
