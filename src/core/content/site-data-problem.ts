import type { Diagnostic } from "../validation/diagnostic.ts";

/** What `npm run dev` tells an open page while site data is broken: where the first problem is, and how many there are. */
export interface SiteDataProblem {
  /** "site-data/pages/home.json:9:15" */
  location: string;
  message: string;
  count: number;
}

export function siteDataProblemOf(diagnostics: Diagnostic[]): SiteDataProblem {
  const [first] = diagnostics;
  return { location: `${first.file}:${first.line}:${first.column}`, message: first.message, count: diagnostics.length };
}

/** Thrown while loading a page in `npm run dev` when site data has a problem: the page says so instead of failing. */
export class SiteDataProblemError extends Error {
  constructor(readonly problem: SiteDataProblem) {
    super(`Site data has a problem at ${problem.location}: ${problem.message}`);
    this.name = "SiteDataProblemError";
  }
}
