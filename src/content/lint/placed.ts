import { problem, type ErrorCode, type Problem, type ProblemArgs } from "../../validation/errors.ts";

/** A finding of the content lint, before it is given a line and column in its file. */
export interface Placed extends Problem {
  file: string;
  pointer: string;
}

/** The problem of `code` (src/validation/errors.ts) at `pointer` in `file`. */
export function placed<C extends ErrorCode>(file: string, pointer: string, code: C, ...args: ProblemArgs<C>): Placed {
  return { file, pointer, ...problem(code, ...args) };
}
