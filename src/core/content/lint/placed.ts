import { problem, type ErrorCode, type Problem, type ProblemArgs } from "../../validation/errors.ts";

/** A finding of the content lint, before it is given a line and column in its file. */
export interface Placed extends Problem {
  file: string;
  pointer: string;
}

/** The problem of `code` (src/core/validation/errors.ts) at `pointer` in `file`. */
export function placed<C extends ErrorCode>(file: string, pointer: string, code: C, ...args: ProblemArgs<C>): Placed {
  return { file, pointer, ...problem(code, ...args) };
}

/** A link as an address shows it (placeholders filled in), and where it is written. */
export interface PlacedLink {
  href: string;
  file: string;
  pointer: string;
}

/**
 * The findings of every address, each place once: a place shared by several addresses (an item listed on many
 * pages, a title filled in for every item) is named after the first address it is found on.
 */
export function oncePerPlace(lists: Iterable<readonly Placed[]>): Placed[] {
  const found = new Map<string, Placed>();
  for (const list of lists)
    for (const finding of list) {
      const key = `${finding.file}\u0000${finding.pointer}`;
      if (!found.has(key)) found.set(key, finding);
    }
  return [...found.values()];
}
