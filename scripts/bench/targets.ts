/** What each figure of `npm run bench` should be; the report marks each met or missed. */
export const targets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 1200,
  tbtMs: 30,
  cls: 0,
  pipelineRatio: 1.5,
  /** `npm run dev`: a saved file to the page showing it. */
  editMs: 300,
  overlayMs: 100,
  /** `npm run edit`, at every size of the site: a key to the preview showing it, and a mistake to its message. */
  keystrokeMedianMs: 100,
  keystrokeP90Ms: 200,
  mistakeMs: 150,
  /** The site at +1,000 posts (scripts/bench/scale.ts). */
  scaleValidateMs: 2000,
  /** Validation's cost per file at +1,000 posts over its cost at +100: linear is 1. */
  scalePerFileRatio: 1.5,
  scaleBuildMs: 30_000,
  scaleHtmlBytes: 100 * 1024,
  /**
   * /admin: Publish pressed to one post's change served at its public address (median of 5), on today's site and at
   * +1,000 posts. 2.1 s before a publish became a transaction (written to .publish/ first, built into a new release).
   */
  publishMs: 3_000,
  /** The form service with a million stored submissions (scripts/bench/submissions.ts). */
  submissionsStartMs: 2000,
  submissionsRestBytes: 200 * 1024 * 1024,
  inboxFirstPageMs: 200,
  eraseByAddressMs: 1000,
  /** At every size: a build after one post's title changed. */
  rebuildMs: 5000,
} as const;

/** The size of the site (posts added) that the scale targets given "at" one size are for. */
export const targetScale = 1000;
/** The size whose cost per file validated is the reference for linear validation. */
export const referenceScale = 100;
