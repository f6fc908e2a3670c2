/**
 * What `npm test` runs (scripts/test.ts), in stages: each stage's steps run at the same time, and a step's scripts
 * one after the other. Every script is also an `npm run` command of its own.
 */
export const pipeline: string[][][] = [
  // What is quick and single-threaded beside the unit tests, which use every core.
  [["format:check", "check:types", "check:errors", "typecheck", "validate"], ["test:unit"]],
  // Every browser test of the site, on one build of a copy with more content than the seed (and a collection added);
  // beside it, the site and the admin as `npm start` builds them (what the admin's, nginx's and the incremental
  // build's tests start from), while the copy is made, checked and built with one core mostly idle.
  [["build", "build:admin"], ["test:added-content"]],
  // Each runs a copy and a server of its own per worker, one worker per core: together they would only wait for each
  // other (measured: 214 s side by side, 127 s and 77 s one after the other).
  [["test:editor"]],
  [["test:admin"]],
  [["test:nginx"], ["test:incremental-build"]],
];
