/**
 * What `npm test` runs (scripts/test.ts), in stages: each stage's steps run at the same time, and a step's scripts
 * one after the other. Every script is also an `npm run` command of its own.
 */
export const pipeline: string[][][] = [
  // What is quick and single-threaded beside the unit tests, which use every core; and the copy of the site with more
  // content than the seed (and a collection added) made and built, which leaves a core idle at times on its own.
  // The copy is kept (scripts/test.ts names it, SITE_COPY), with its site and its admin built, for the steps below.
  [
    ["format:check", "lint", "check:types", "check:errors", "check:folders", "typecheck", "validate"],
    ["test:unit"],
    ["test:site-copy"],
  ],
  // Every browser test of the site, on that copy's build.
  [["test:added-content"]],
  // Each runs a copy and a server of its own per worker, one worker per core: together they would only wait for each
  // other (measured: 214 s side by side, 127 s and 77 s one after the other).
  [["test:editor"]],
  [["test:admin"]],
  [["test:nginx"], ["test:incremental-build"]],
];

/**
 * The steps that run in the copy test:added-content built rather than in the project: they start from its build (its
 * site, its admin, the build's state and bundles) instead of building the project again, and read what they expect
 * from its site data, which holds every file of the seed and more.
 */
export const onTheSiteCopy = new Set(["test:editor", "test:admin", "test:nginx", "test:incremental-build"]);
